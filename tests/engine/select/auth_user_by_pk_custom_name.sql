-- user
-- $1 :: text[] = const ["tags","0"]
-- $2 :: uuid = const "00000000-0000-4000-8000-000000000001"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('__typename', 'users', 'displayName', "_t0"."display_name", 'metadata', "_t0"."metadata", 'firstTag', ("_t0"."metadata" #> $1::text[])) AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."id" = $2::uuid)) AS "_t0") AS "_s1")::text AS "root";

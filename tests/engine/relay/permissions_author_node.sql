-- node
-- $1 :: integer = session x-hasura-user-id
-- $2 :: integer = const 2
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE (("_t0"."id" = $1::integer) AND ("_t0"."id" = $2::integer))) AS "_t0") AS "_s1")::text AS "root";

-- author
-- $1 :: integer = session x-hasura-user-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('full_name', "public"."full_name"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author")) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)) AS "_t0") AS "_s1";

-- person
-- $1 :: text = const "Mr."
-- $2 :: integer = session x-hasura-person-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'first_name', "_t0"."first_name", 'last_name', "_t0"."last_name", 'full_name_prefix', "public"."full_name_prefix"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."person", $1::text)) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."person" AS "_t0"
  WHERE ("_t0"."id" = $2::integer)) AS "_t0") AS "_s1";

-- get_published
-- $1 :: integer = session x-hasura-user-id
-- $2 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."title" AS "__o0"
  FROM "public"."get_published"() AS "_t0"
  WHERE (("_t0"."id" = $1::integer) OR ("_t0"."is_published" = $2::boolean))
  ORDER BY "_t0"."title" DESC NULLS FIRST) AS "_t0") AS "_s1";

-- authors
-- $1 :: integer = session x-hasura-author-id
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', CASE WHEN ("_t0"."id" = $1::integer) THEN "_t0"."id" ELSE NULL END, 'name', "_t0"."name", 'followers', "_t0"."followers") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."authors" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";

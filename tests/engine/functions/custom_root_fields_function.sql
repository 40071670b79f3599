-- nameBase
-- $1 :: test = const "(1, hasura,311cf381-71e7-449b-bac5-86cd6deafd5b)"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title", 'content', "_t0"."content") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."unaliased_function"($1::test) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";

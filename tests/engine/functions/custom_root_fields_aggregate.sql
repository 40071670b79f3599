-- nameAggregate
-- $1 :: test = const "(1, hasura,311cf381-71e7-449b-bac5-86cd6deafd5b)"
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "public"."unaliased_function"($1::test) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";

-- portfolio_company
-- $1 :: int8 = variable limit
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" DESC NULLS FIRST
  LIMIT $1::int8) AS "_t0") AS "_s1";

-- portfolio_organization_by_pk
-- $1 :: uuid = variable id
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization" AS "_t0"
  WHERE ("_t0"."id" = $1::uuid)) AS "_t0") AS "_s1")::text AS "root";

-- portfolio_company
-- $1 :: int8 = variable limit
-- $2 :: int8 = variable offset
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" DESC NULLS FIRST
  LIMIT $1::int8
  OFFSET $2::int8) AS "_t0") AS "_s1";

-- portfolio_organization
-- $1 :: uuid = session x-hasura-user-id
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'children', "_r3"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e2"
  WHERE "_e2"."organization_id" = "_t0"."id" AND ("_e2"."user_id" = $1::uuid))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s5"."__root"), '[]') AS "root"
  FROM (SELECT "_t4".*, json_build_object('name', "_t4"."name") AS "__root"
  FROM (SELECT "_t4".*
  FROM "portfolio"."organization" AS "_t4"
  WHERE "_t4"."parent_id" = "_t0"."id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e6"
  WHERE "_e6"."organization_id" = "_t4"."id" AND ("_e6"."user_id" = $1::uuid))) AS "_t4") AS "_s5") AS "_r3" ON ('true')) AS "_s1";

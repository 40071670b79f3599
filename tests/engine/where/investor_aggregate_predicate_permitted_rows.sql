-- portfolio_organization
-- $1 :: uuid = session x-hasura-user-id
-- $2 :: bigint = const "0"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."organization" AS "_t0"
  WHERE (EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e2"
  WHERE "_e2"."organization_id" = "_t0"."id" AND ("_e2"."user_id" = $1::uuid)) AND (((SELECT count(*)
  FROM "portfolio"."organization" AS "_a3"
  WHERE "_a3"."parent_id" = "_t0"."id" AND EXISTS (SELECT 1
  FROM "portfolio"."organization_user" AS "_e4"
  WHERE "_e4"."organization_id" = "_a3"."id" AND ("_e4"."user_id" = $1::uuid))) = $2::bigint)))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

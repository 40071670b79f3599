-- portfolio_organization_user
-- $1 :: text = variable role
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization_user" AS "_t0"
  WHERE ("_t0"."role" = $1::text)) AS "_t0") AS "_s1";

-- portfolio_organization_user
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('role', "_t0"."role", 'user', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."created_at" AS "__o0"
  FROM "portfolio"."organization_user" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."created_at" ASC NULLS LAST) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s4"."__root" AS "root"
  FROM (SELECT "_t3".*, json_build_object('displayName', "_t3"."display_name") AS "__root"
  FROM (SELECT "_t3".*
  FROM "auth"."users" AS "_t3"
  WHERE "_t3"."id" = "_t0"."user_id" AND ('true')
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1";

-- viewers
-- $1 :: text = const "viewer"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."organization_user" AS "_t0"
  WHERE ("_t0"."role" = $1::text)) AS "_t0") AS "_s1";

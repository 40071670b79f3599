-- portfolio_organization_role
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('value', "_t0"."value", 'comment', "_t0"."comment") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."value" AS "__o0"
  FROM "portfolio"."organization_role" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."value" ASC NULLS LAST) AS "_t0") AS "_s1";

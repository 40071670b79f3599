-- users
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('displayName', "_t0"."display_name", 'organizationUsers', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."display_name" AS "__o0"
  FROM "auth"."users" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."display_name" ASC NULLS LAST
  LIMIT 1) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s4"."__root"
  ORDER BY "_s4"."__o0" ASC NULLS LAST), '[]') AS "root"
  FROM (SELECT "_t3".*, json_build_object('role', "_t3"."role", 'organization', "_r5"."root", 'user', "_r8"."root") AS "__root"
  FROM (SELECT "_t3".*, "_t3"."created_at" AS "__o0"
  FROM "portfolio"."organization_user" AS "_t3"
  WHERE "_t3"."user_id" = "_t0"."id" AND ('true')
  ORDER BY "_t3"."created_at" ASC NULLS LAST) AS "_t3"
  LEFT OUTER JOIN LATERAL (SELECT "_s7"."__root" AS "root"
  FROM (SELECT "_t6".*, json_build_object('name', "_t6"."name") AS "__root"
  FROM (SELECT "_t6".*
  FROM "portfolio"."organization" AS "_t6"
  WHERE "_t6"."id" = "_t3"."organization_id" AND ('true')
  LIMIT 1) AS "_t6") AS "_s7") AS "_r5" ON ('true')
  LEFT OUTER JOIN LATERAL (SELECT "_s10"."__root" AS "root"
  FROM (SELECT "_t9".*, json_build_object('email', "_t9"."email") AS "__root"
  FROM (SELECT "_t9".*
  FROM "auth"."users" AS "_t9"
  WHERE "_t9"."id" = "_t3"."user_id" AND ('true')
  LIMIT 1) AS "_t9") AS "_s10") AS "_r8" ON ('true')) AS "_s4") AS "_r2" ON ('true')) AS "_s1";

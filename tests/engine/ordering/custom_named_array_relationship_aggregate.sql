-- users
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('displayName', "_t0"."display_name") AS "__root"
  FROM (SELECT "_t0".*, (SELECT count(*)
  FROM "portfolio"."organization_user" AS "_o2"
  WHERE "_o2"."user_id" = "_t0"."id" AND ('true')) AS "__o0", "_t0"."display_name" AS "__o1"
  FROM "auth"."users" AS "_t0"
  WHERE ('true')
  ORDER BY (SELECT count(*)
  FROM "portfolio"."organization_user" AS "_o2"
  WHERE "_o2"."user_id" = "_t0"."id" AND ('true')) ASC NULLS LAST, "_t0"."display_name" DESC NULLS FIRST) AS "_t0") AS "_s1";

-- users
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'displayName', "_t0"."display_name", 'email', "_t0"."email", 'emailVerified', "_t0"."email_verified", 'locale', "_t0"."locale", 'createdAt', "_t0"."created_at") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."display_name" AS "__o0"
  FROM "auth"."users" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."display_name" ASC NULLS LAST) AS "_t0") AS "_s1";

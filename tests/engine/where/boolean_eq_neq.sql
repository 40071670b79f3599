-- eq_false
-- $1 :: boolean = const "false"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'emailVerified', "_t0"."email_verified") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."email_verified" = $1::boolean)) AS "_t0") AS "_s1";

-- neq_false
-- $1 :: boolean = const "false"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'emailVerified', "_t0"."email_verified") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."email" AS "__o0"
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."email_verified" <> $1::boolean)
  ORDER BY "_t0"."email" ASC NULLS LAST) AS "_t0") AS "_s1";

-- bool_and
-- $1 :: boolean = const "true"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."roles" AS "_t0"
  WHERE (((SELECT bool_and("_a2"."email_verified")
  FROM "auth"."users" AS "_a2"
  WHERE "_a2"."default_role" = "_t0"."role" AND ('true')) = $1::boolean))) AS "_t0") AS "_s1";

-- bool_or
-- $1 :: boolean = const "true"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."roles" AS "_t0"
  WHERE (((SELECT bool_or("_a2"."email_verified")
  FROM "auth"."users" AS "_a2"
  WHERE "_a2"."default_role" = "_t0"."role" AND ('true')) = $1::boolean))) AS "_t0") AS "_s1";

-- bool_and_filtered
-- $1 :: character varying = const "pt"
-- $2 :: boolean = const "true"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."roles" AS "_t0"
  WHERE (((SELECT bool_and("_a2"."email_verified")
  FROM "auth"."users" AS "_a2"
  WHERE "_a2"."default_role" = "_t0"."role" AND ("_a2"."locale" = $1::character varying)) = $2::boolean))) AS "_t0") AS "_s1";

-- bool_and_false
-- $1 :: boolean = const "false"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."roles" AS "_t0"
  WHERE (((SELECT bool_and("_a2"."email_verified")
  FROM "auth"."users" AS "_a2"
  WHERE "_a2"."default_role" = "_t0"."role" AND ('true')) = $1::boolean))) AS "_t0") AS "_s1";

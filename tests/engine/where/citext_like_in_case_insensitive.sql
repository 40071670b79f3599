-- like
-- $1 :: citext = const "%@BETA.%"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'email', "_t0"."email") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."email" LIKE $1::citext)) AS "_t0") AS "_s1";

-- in
-- $1 :: citext[] = const ["ANA@ALFA.EXAMPLE","Carla@Gama.Example"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'email', "_t0"."email") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."email" AS "__o0"
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."email" = ANY($1::citext[]))
  ORDER BY "_t0"."email" ASC NULLS LAST) AS "_t0") AS "_s1";

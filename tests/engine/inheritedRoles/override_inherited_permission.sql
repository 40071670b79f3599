-- authors
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'followers', "_t0"."followers") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."followers" AS "__o0"
  FROM "public"."authors" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."followers" ASC NULLS LAST) AS "_t0") AS "_s1";

-- articles
-- $1 :: boolean = const true
-- $2 :: text = const "title 2"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title", 'content', "_t0"."content") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."articles" AS "_t0"
  WHERE (("_t0"."is_published" = $1::boolean) AND ("_t0"."title" = $2::text))
  LIMIT 4) AS "_t0") AS "_s1";

-- articles
-- $1 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title", 'author_id', "_t0"."author_id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."title" AS "__o0"
  FROM "public"."articles" AS "_t0"
  WHERE ("_t0"."is_published" = $1::boolean)
  ORDER BY "_t0"."title" ASC NULLS LAST
  LIMIT 2) AS "_t0") AS "_s1";

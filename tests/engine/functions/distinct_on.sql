-- get_articles
-- $1 :: text = const "article"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'author_id', "_t0"."author_id") AS "__root"
  FROM (SELECT DISTINCT ON ("_t0"."author_id") "_t0".*, "_t0"."author_id" AS "__o0", "_t0"."id" AS "__o1"
  FROM "public"."get_articles"($1::text) AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."author_id" ASC NULLS LAST, "_t0"."id" DESC NULLS FIRST) AS "_t0") AS "_s1";

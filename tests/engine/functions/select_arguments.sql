-- get_articles
-- $1 :: text = const "content"
-- $2 :: boolean = const true
-- $3 :: text = const "Article 9"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'title', "_t0"."title") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."get_articles"($1::text) AS "_t0"
  WHERE (("_t0"."is_published" = $2::boolean) AND ("_t0"."title" <> $3::text))
  ORDER BY "_t0"."id" DESC NULLS FIRST
  LIMIT 1
  OFFSET 1) AS "_t0") AS "_s1";

-- get_articles_aggregate
-- $1 :: text = const "content"
-- $2 :: boolean = const true
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'max', json_build_object('id', max("_s1"."id"))))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "public"."get_articles"($1::text) AS "_t0"
  WHERE ("_t0"."is_published" = $2::boolean)) AS "_t0") AS "_s1")::text AS "root";

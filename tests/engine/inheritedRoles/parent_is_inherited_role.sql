-- articles
-- $1 :: boolean = const true
-- $2 :: boolean = const true
-- $3 :: boolean = const true
-- $4 :: boolean = const true
-- $5 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('title', "_t0"."title", 'content', "_t0"."content", 'author_id', CASE WHEN ("_t0"."is_published" = $1::boolean) THEN "_t0"."author_id" ELSE NULL END) AS "__root"
  FROM (SELECT "_t0".*, CASE WHEN ("_t0"."is_published" = $2::boolean) THEN "_t0"."author_id" ELSE NULL END AS "__o0", "_t0"."title" AS "__o1"
  FROM "public"."articles" AS "_t0"
  WHERE (("_t0"."is_published" = $3::boolean) OR ("_t0"."is_published" = $4::boolean))
  ORDER BY CASE WHEN ("_t0"."is_published" = $5::boolean) THEN "_t0"."author_id" ELSE NULL END ASC NULLS LAST, "_t0"."title" ASC NULLS LAST
  LIMIT 4) AS "_t0") AS "_s1";

-- author
-- $1 :: boolean = const true
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "public"."author_articles"(ROW("_t0"."id", "_t0"."name", "_t0"."is_registered", "_t0"."remarks_internal")::"public"."author") AS "_e2"
  WHERE ("_e2"."is_published" = $1::boolean))) AS "_t0") AS "_s1";

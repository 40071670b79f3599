-- author
-- $1 :: text = const "Article 2"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'first_name', "_t0"."first_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "public"."fetch_articles_plain"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author") AS "_e2"
  WHERE ("_e2"."title" = $1::text))) AS "_t0") AS "_s1";

-- author
-- $1 :: integer = const "2"
-- $2 :: text = const "Article%"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('get_articles_plain', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s4"."__root"
  ORDER BY "_s4"."__o0" DESC NULLS FIRST), '[]') AS "root"
  FROM (SELECT "_t3".*, json_build_object('id', "_t3"."id") AS "__root"
  FROM (SELECT "_t3".*, "_t3"."id" AS "__o0"
  FROM "public"."fetch_articles_plain"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author") AS "_t3"
  WHERE ("_t3"."title" LIKE $2::text)
  ORDER BY "_t3"."id" DESC NULLS FIRST
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1";

-- author
-- $1 :: integer = session x-hasura-user-id
-- $2 :: text = const "Article"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('full_name', "public"."full_name"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author"), 'get_articles', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s4"."__root"), '[]') AS "root"
  FROM (SELECT "_t3".*, json_build_object('id', "_t3"."id", 'title', "_t3"."title", 'content', "_t3"."content", 'author_id', "_t3"."author_id") AS "__root"
  FROM (SELECT "_t3".*
  FROM "public"."fetch_articles"($2::text, ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author") AS "_t3"
  WHERE ('true')) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1";

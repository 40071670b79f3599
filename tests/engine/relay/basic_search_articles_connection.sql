-- search_articles_connection
-- $1 :: text = const "6"
-- $2 :: text = const "public"
-- $3 :: text = const "article"
-- $4 :: text = const "public"
-- $5 :: text = const "author"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."search_articles"($1::text) AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $2::text, $3::text, "_e4"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'title', "_e4"."title", 'content', "_e4"."content", 'author', "_r5"."root"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4"
  LEFT OUTER JOIN LATERAL (SELECT "_s7"."__root" AS "root"
  FROM (SELECT "_t6".*, json_build_object('id', translate(encode(convert_to((json_build_array(1, $4::text, $5::text, "_t6"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'name', "_t6"."name") AS "__root"
  FROM (SELECT "_t6".*
  FROM "public"."author" AS "_t6"
  WHERE "_t6"."id" = "_e4"."author_id" AND ('true')
  LIMIT 1) AS "_t6") AS "_s7") AS "_r5" ON ('true'))::text AS "root";

-- author_node
-- $1 :: integer = const 2
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('__typename', 'author', 'name', "_t0"."name", 'articles_connection', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT (WITH "_c5" AS (SELECT "_s4".*, row_number() OVER (
  ORDER BY "_s4"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t3".*
  FROM (SELECT "_t3".*, "_t3"."id" AS "__o0"
  FROM "public"."article" AS "_t3"
  WHERE "_t3"."author_id" = "_t0"."id" AND ('true')
  ORDER BY "_t3"."id" ASC NULLS LAST) AS "_t3") AS "_s4"), "_p6" AS (SELECT "_c5".*
  FROM "_c5"
  WHERE true
  ORDER BY "_c5"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e7"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('title', "_e7"."title", 'content', "_e7"."content"))
  ORDER BY "_e7"."__rn" ASC), '[]'))
  FROM "_p6" AS "_e7") AS "root") AS "_r2" ON ('true')) AS "_s1")::text AS "root";

-- article_node_with_author_id
-- $1 :: text = const "public"
-- $2 :: text = const "author"
-- $3 :: integer = const 2
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('id', translate(encode(convert_to((json_build_array(1, $1::text, $2::text, "_t0"."id"))::text, 'UTF8'), 'base64'), E'\n', '')) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $3::integer)) AS "_t0") AS "_s1")::text AS "root";

-- article_node
-- $1 :: integer = const 3
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('__typename', 'article', 'title', "_t0"."title", 'content', "_t0"."content", 'author', "_r2"."root") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)) AS "_t0"
  LEFT OUTER JOIN LATERAL (SELECT "_s4"."__root" AS "root"
  FROM (SELECT "_t3".*, json_build_object('name', "_t3"."name") AS "__root"
  FROM (SELECT "_t3".*
  FROM "public"."author" AS "_t3"
  WHERE "_t3"."id" = "_t0"."author_id" AND ('true')
  LIMIT 1) AS "_t3") AS "_s4") AS "_r2" ON ('true')) AS "_s1")::text AS "root";

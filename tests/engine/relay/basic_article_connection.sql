-- article_connection
-- $1 :: text = const "public"
-- $2 :: text = const "article"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('pageInfo', json_build_object('hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3")), 'startCursor', (array_agg(translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" ASC))[1], 'endCursor', (array_agg(translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" DESC))[1], 'hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3"))), 'edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node_id', json_build_object('id', translate(encode(convert_to((json_build_array(1, $1::text, $2::text, "_e4"."id"))::text, 'UTF8'), 'base64'), E'\n', '')), 'node', json_build_object('title', "_e4"."title", 'content', "_e4"."content", 'author', "_r5"."root"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4"
  LEFT OUTER JOIN LATERAL (SELECT "_s7"."__root" AS "root"
  FROM (SELECT "_t6".*, json_build_object('name', "_t6"."name") AS "__root"
  FROM (SELECT "_t6".*
  FROM "public"."author" AS "_t6"
  WHERE "_t6"."id" = "_e4"."author_id" AND ('true')
  LIMIT 1) AS "_t6") AS "_s7") AS "_r5" ON ('true'))::text AS "root";

-- article_connection
-- $1 :: integer = session x-hasura-user-id
-- $2 :: boolean = const true
-- $3 :: text = const "public"
-- $4 :: text = const "article"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE (("_t0"."author_id" = $1::integer) OR ("_t0"."is_published" = $2::boolean))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" DESC
  LIMIT 3) SELECT json_build_object('pageInfo', json_build_object('startCursor', (array_agg(translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" ASC))[1], 'endCursor', (array_agg(translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" DESC))[1], 'hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3")), 'hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3"))), 'edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $3::text, $4::text, "_e4"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'title', "_e4"."title", 'content', "_e4"."content", 'is_published', "_e4"."is_published", 'author_id', "_e4"."author_id"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4")::text AS "root";

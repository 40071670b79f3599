-- author_connection
-- $1 :: integer = session x-hasura-user-id
-- $2 :: text = const "public"
-- $3 :: text = const "author"
-- $4 :: boolean = const true
-- $5 :: text = const "public"
-- $6 :: text = const "article"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $1::integer)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('pageInfo', json_build_object('startCursor', (array_agg(translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" ASC))[1], 'endCursor', (array_agg(translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" DESC))[1], 'hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3")), 'hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3"))), 'edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $2::text, $3::text, "_e4"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'name', "_e4"."name", 'articles_connection', "_r5"."root"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4"
  LEFT OUTER JOIN LATERAL (SELECT (WITH "_c8" AS (SELECT "_s7".*, row_number() OVER (
  ORDER BY "_s7"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t6".*
  FROM (SELECT "_t6".*, "_t6"."id" AS "__o0"
  FROM "public"."article" AS "_t6"
  WHERE "_t6"."author_id" = "_e4"."id" AND (("_t6"."author_id" = $1::integer) OR ("_t6"."is_published" = $4::boolean))
  ORDER BY "_t6"."id" ASC NULLS LAST) AS "_t6") AS "_s7"), "_p9" AS (SELECT "_c8".*
  FROM "_c8"
  WHERE true
  ORDER BY "_c8"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $5::text, $6::text, "_e10"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'title', "_e10"."title"))
  ORDER BY "_e10"."__rn" ASC), '[]'))
  FROM "_p9" AS "_e10") AS "root") AS "_r5" ON ('true'))::text AS "root";

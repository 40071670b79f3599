-- article_connection
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."title" AS "__o0", "_t0"."id" AS "__o1"
  FROM "public"."article" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."title" ASC NULLS LAST, "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" DESC
  LIMIT 2) SELECT json_build_object('pageInfo', json_build_object('startCursor', (array_agg(translate(encode(convert_to((json_build_object('title', "_e4"."__o0", 'id', "_e4"."__o1"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" ASC))[1], 'endCursor', (array_agg(translate(encode(convert_to((json_build_object('title', "_e4"."__o0", 'id', "_e4"."__o1"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" DESC))[1], 'hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3")), 'hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3"))), 'startCursor', json_build_object('startCursor', (array_agg(translate(encode(convert_to((json_build_object('title', "_e4"."__o0", 'id', "_e4"."__o1"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" ASC))[1]), 'endCursor', json_build_object('endCursor', (array_agg(translate(encode(convert_to((json_build_object('title', "_e4"."__o0", 'id', "_e4"."__o1"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" DESC))[1]), 'hasPreviousPage', json_build_object('hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3"))), 'hasNextPage', json_build_object('hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3"))))
  FROM "_p3" AS "_e4")::text AS "root";

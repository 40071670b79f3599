-- author_connection
-- $1 :: bigint = const 1
-- $2 :: bigint = const 1
-- $3 :: integer = const 3
SELECT (WITH "_c3" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, (SELECT count(*)
  FROM "public"."article" AS "_o2"
  WHERE "_o2"."author_id" = "_t0"."id" AND ('true')) AS "__o0", "_t0"."id" AS "__o1"
  FROM "public"."author" AS "_t0"
  WHERE ('true')
  ORDER BY (SELECT count(*)
  FROM "public"."article" AS "_o2"
  WHERE "_o2"."author_id" = "_t0"."id" AND ('true')) ASC NULLS LAST, "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p4" AS (SELECT "_c3".*
  FROM "_c3"
  WHERE ((("_c3"."__o0" > $1::bigint OR "_c3"."__o0" IS NULL)) OR ("_c3"."__o0" = $2::bigint AND ("_c3"."__o1" > $3::integer OR "_c3"."__o1" IS NULL)))
  ORDER BY "_c3"."__rn" ASC
  LIMIT 2) SELECT json_build_object('pageInfo', json_build_object('startCursor', (array_agg(translate(encode(convert_to((json_build_object('articles_aggregate', json_build_object('count', "_e5"."__o0"), 'id', "_e5"."__o1"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e5"."__rn" ASC))[1], 'endCursor', (array_agg(translate(encode(convert_to((json_build_object('articles_aggregate', json_build_object('count', "_e5"."__o0"), 'id', "_e5"."__o1"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e5"."__rn" DESC))[1], 'hasPreviousPage', EXISTS (SELECT 1
  FROM "_c3"
  WHERE "_c3"."__rn" < (SELECT min("__rn")
  FROM "_p4")), 'hasNextPage', EXISTS (SELECT 1
  FROM "_c3"
  WHERE "_c3"."__rn" > (SELECT max("__rn")
  FROM "_p4"))), 'edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('articles_aggregate', json_build_object('count', "_e5"."__o0"), 'id', "_e5"."__o1"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('name', "_e5"."name", 'articles_aggregate', "_r6"."root"))
  ORDER BY "_e5"."__rn" ASC), '[]'))
  FROM "_p4" AS "_e5"
  LEFT OUTER JOIN LATERAL (SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t7".*
  FROM (SELECT "_t7".*
  FROM "public"."article" AS "_t7"
  WHERE "_t7"."author_id" = "_e5"."id" AND ('true')) AS "_t7") AS "_s8") AS "root") AS "_r6" ON ('true'))::text AS "root";

-- article_connection
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT DISTINCT ON ("_t0"."author_id") "_t0".*, "_t0"."author_id" AS "__o0", "_t0"."id" AS "__o1"
  FROM "public"."article" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."author_id" ASC NULLS LAST, "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" ASC
  LIMIT 2) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('author_id', "_e4"."__o0", 'id', "_e4"."__o1"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('title', "_e4"."title", 'author_id', "_e4"."author_id"))
  ORDER BY "_e4"."__rn" ASC), '[]'), 'pageInfo', json_build_object('hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3"))))
  FROM "_p3" AS "_e4")::text AS "root";

-- article_connection
-- $1 :: integer = const "5"
-- $2 :: text = const "Author 3"
-- $3 :: text = const "Author 3"
-- $4 :: integer = const 6
SELECT (WITH "_c3" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" DESC NULLS FIRST, "_s1"."__o1" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, (SELECT "_o2"."name"
  FROM "public"."author" AS "_o2"
  WHERE "_o2"."id" = "_t0"."author_id" AND ('true')
  LIMIT 1) AS "__o0", "_t0"."id" AS "__o1"
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."id" <> $1::integer)
  ORDER BY (SELECT "_o2"."name"
  FROM "public"."author" AS "_o2"
  WHERE "_o2"."id" = "_t0"."author_id" AND ('true')
  LIMIT 1) DESC NULLS FIRST, "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p4" AS (SELECT "_c3".*
  FROM "_c3"
  WHERE (("_c3"."__o0" < $2::text) OR ("_c3"."__o0" = $3::text AND ("_c3"."__o1" > $4::integer OR "_c3"."__o1" IS NULL)))
  ORDER BY "_c3"."__rn" ASC
  LIMIT 2) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('author', json_build_object('name', "_e5"."__o0"), 'id', "_e5"."__o1"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('title', "_e5"."title", 'author', "_r6"."root"))
  ORDER BY "_e5"."__rn" ASC), '[]'), 'pageInfo', json_build_object('hasNextPage', EXISTS (SELECT 1
  FROM "_c3"
  WHERE "_c3"."__rn" > (SELECT max("__rn")
  FROM "_p4"))))
  FROM "_p4" AS "_e5"
  LEFT OUTER JOIN LATERAL (SELECT "_s8"."__root" AS "root"
  FROM (SELECT "_t7".*, json_build_object('articles_connection', "_r9"."root") AS "__root"
  FROM (SELECT "_t7".*
  FROM "public"."author" AS "_t7"
  WHERE "_t7"."id" = "_e5"."author_id" AND ('true')
  LIMIT 1) AS "_t7"
  LEFT OUTER JOIN LATERAL (SELECT (WITH "_c12" AS (SELECT "_s11".*, row_number() OVER (
  ORDER BY "_s11"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t10".*
  FROM (SELECT "_t10".*, "_t10"."id" AS "__o0"
  FROM "public"."article" AS "_t10"
  WHERE "_t10"."author_id" = "_t7"."id" AND ('true')
  ORDER BY "_t10"."id" ASC NULLS LAST) AS "_t10") AS "_s11"), "_p13" AS (SELECT "_c12".*
  FROM "_c12"
  WHERE true
  ORDER BY "_c12"."__rn" DESC
  LIMIT 1) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('node', json_build_object('title', "_e14"."title"))
  ORDER BY "_e14"."__rn" ASC), '[]'), 'pageInfo', json_build_object('hasPreviousPage', EXISTS (SELECT 1
  FROM "_c12"
  WHERE "_c12"."__rn" < (SELECT min("__rn")
  FROM "_p13"))))
  FROM "_p13" AS "_e14") AS "root") AS "_r9" ON ('true')) AS "_s8") AS "_r6" ON ('true'))::text AS "root";

-- author_connection
-- $1 :: text = const "public"
-- $2 :: text = const "author"
-- $3 :: text = const "public"
-- $4 :: text = const "article"
-- $5 :: text = const "public"
-- $6 :: text = const "article"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."author" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $1::text, $2::text, "_e4"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'name', "_e4"."name", 'articles', "_r5"."root", 'articles_aggregate', "_r8"."root", 'articles_connection', "_r11"."root"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4"
  LEFT OUTER JOIN LATERAL (SELECT coalesce(json_agg("_s7"."__root"), '[]') AS "root"
  FROM (SELECT "_t6".*, json_build_object('id', translate(encode(convert_to((json_build_array(1, $3::text, $4::text, "_t6"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'title', "_t6"."title", 'content', "_t6"."content") AS "__root"
  FROM (SELECT "_t6".*
  FROM "public"."article" AS "_t6"
  WHERE "_t6"."author_id" = "_e4"."id" AND ('true')) AS "_t6") AS "_s7") AS "_r5" ON ('true')
  LEFT OUTER JOIN LATERAL (SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t9".*
  FROM (SELECT "_t9".*
  FROM "public"."article" AS "_t9"
  WHERE "_t9"."author_id" = "_e4"."id" AND ('true')) AS "_t9") AS "_s10") AS "root") AS "_r8" ON ('true')
  LEFT OUTER JOIN LATERAL (SELECT (WITH "_c14" AS (SELECT "_s13".*, row_number() OVER (
  ORDER BY "_s13"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t12".*
  FROM (SELECT "_t12".*, "_t12"."id" AS "__o0"
  FROM "public"."article" AS "_t12"
  WHERE "_t12"."author_id" = "_e4"."id" AND ('true')
  ORDER BY "_t12"."id" ASC NULLS LAST) AS "_t12") AS "_s13"), "_p15" AS (SELECT "_c14".*
  FROM "_c14"
  WHERE true
  ORDER BY "_c14"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e16"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $5::text, $6::text, "_e16"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'title', "_e16"."title", 'content', "_e16"."content"))
  ORDER BY "_e16"."__rn" ASC), '[]'))
  FROM "_p15" AS "_e16") AS "root") AS "_r11" ON ('true'))::text AS "root";

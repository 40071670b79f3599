-- big_key_connection
-- $1 :: text = const "public"
-- $2 :: text = const "big_key"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."big_key" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE true
  ORDER BY "_c2"."__rn" ASC
  LIMIT 1) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('id', "_e4"."__o0"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $1::text, $2::text, "_e4"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'label', "_e4"."label"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4")::text AS "root";

-- after_first
-- $1 :: bigint = const "9007199254740993"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."big_key" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE ((("_c2"."__o0" > $1::bigint OR "_c2"."__o0" IS NULL)))
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('node', json_build_object('label', "_e4"."label"))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4")::text AS "root";

-- node
-- $1 :: bigint = const "9007199254740995"
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('label', "_t0"."label") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."big_key" AS "_t0"
  WHERE ("_t0"."id" = $1::bigint)) AS "_t0") AS "_s1")::text AS "root";

-- after_24
-- $1 :: integer = const 24
-- $2 :: integer = const 24
-- $3 :: text = const "first_1"
-- $4 :: integer = const 24
-- $5 :: text = const "first_1"
-- $6 :: text = const "last_1"
-- $7 :: text = const "public"
-- $8 :: text = const "user"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST, "_s1"."__o2" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."age" AS "__o0", "_t0"."first_name" AS "__o1", "_t0"."last_name" AS "__o2"
  FROM "public"."user" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."age" ASC NULLS LAST, "_t0"."first_name" ASC NULLS LAST, "_t0"."last_name" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE ((("_c2"."__o0" > $1::integer OR "_c2"."__o0" IS NULL)) OR ("_c2"."__o0" = $2::integer AND ("_c2"."__o1" > $3::text OR "_c2"."__o1" IS NULL)) OR ("_c2"."__o0" = $4::integer AND "_c2"."__o1" = $5::text AND ("_c2"."__o2" > $6::text OR "_c2"."__o2" IS NULL)))
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('age', "_e4"."__o0", 'first_name', "_e4"."__o1", 'last_name', "_e4"."__o2"))::text, 'UTF8'), 'base64'), E'\n', ''), 'node', json_build_object('id', translate(encode(convert_to((json_build_array(1, $7::text, $8::text, "_e4"."first_name", "_e4"."last_name"))::text, 'UTF8'), 'base64'), E'\n', ''), 'first_name', "_e4"."first_name", 'age', "_e4"."age"))
  ORDER BY "_e4"."__rn" ASC), '[]'), 'pageInfo', json_build_object('hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3")), 'hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3"))))
  FROM "_p3" AS "_e4")::text AS "root";

-- after_null
-- $1 :: text = const "first_2"
-- $2 :: text = const "first_2"
-- $3 :: text = const "last_2"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST, "_s1"."__o2" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."age" AS "__o0", "_t0"."first_name" AS "__o1", "_t0"."last_name" AS "__o2"
  FROM "public"."user" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."age" ASC NULLS LAST, "_t0"."first_name" ASC NULLS LAST, "_t0"."last_name" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE ((false) OR ("_c2"."__o0" IS NULL AND ("_c2"."__o1" > $1::text OR "_c2"."__o1" IS NULL)) OR ("_c2"."__o0" IS NULL AND "_c2"."__o1" = $2::text AND ("_c2"."__o2" > $3::text OR "_c2"."__o2" IS NULL)))
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('age', "_e4"."__o0", 'first_name', "_e4"."__o1", 'last_name', "_e4"."__o2"))::text, 'UTF8'), 'base64'), E'\n', ''))
  ORDER BY "_e4"."__rn" ASC), '[]'), 'pageInfo', json_build_object('hasPreviousPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" < (SELECT min("__rn")
  FROM "_p3")), 'hasNextPage', EXISTS (SELECT 1
  FROM "_c2"
  WHERE "_c2"."__rn" > (SELECT max("__rn")
  FROM "_p3")), 'startCursor', (array_agg(translate(encode(convert_to((json_build_object('age', "_e4"."__o0", 'first_name', "_e4"."__o1", 'last_name', "_e4"."__o2"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" ASC))[1], 'endCursor', (array_agg(translate(encode(convert_to((json_build_object('age', "_e4"."__o0", 'first_name', "_e4"."__o1", 'last_name', "_e4"."__o2"))::text, 'UTF8'), 'base64'), E'\n', '')
  ORDER BY "_e4"."__rn" DESC))[1]))
  FROM "_p3" AS "_e4")::text AS "root";

-- before_null
-- $1 :: text = const "first_2"
-- $2 :: text = const "first_2"
-- $3 :: text = const "last_2"
SELECT (WITH "_c2" AS (SELECT "_s1".*, row_number() OVER (
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" ASC NULLS LAST, "_s1"."__o2" ASC NULLS LAST) AS "__rn"
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*, "_t0"."age" AS "__o0", "_t0"."first_name" AS "__o1", "_t0"."last_name" AS "__o2"
  FROM "public"."user" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."age" ASC NULLS LAST, "_t0"."first_name" ASC NULLS LAST, "_t0"."last_name" ASC NULLS LAST) AS "_t0") AS "_s1"), "_p3" AS (SELECT "_c2".*
  FROM "_c2"
  WHERE (("_c2"."__o0" IS NOT NULL) OR ("_c2"."__o0" IS NULL AND "_c2"."__o1" < $1::text) OR ("_c2"."__o0" IS NULL AND "_c2"."__o1" = $2::text AND "_c2"."__o2" < $3::text))
  ORDER BY "_c2"."__rn" ASC) SELECT json_build_object('edges', coalesce(json_agg(json_build_object('cursor', translate(encode(convert_to((json_build_object('age', "_e4"."__o0", 'first_name', "_e4"."__o1", 'last_name', "_e4"."__o2"))::text, 'UTF8'), 'base64'), E'\n', ''))
  ORDER BY "_e4"."__rn" ASC), '[]'))
  FROM "_p3" AS "_e4")::text AS "root";

-- node
-- $1 :: text = const "public"
-- $2 :: text = const "author"
-- $3 :: integer = const 2
SELECT (SELECT "_s1"."__root"
  FROM (SELECT "_t0".*, json_build_object('__typename', 'author', 'id', translate(encode(convert_to((json_build_array(1, $1::text, $2::text, "_t0"."id"))::text, 'UTF8'), 'base64'), E'\n', ''), 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."author" AS "_t0"
  WHERE ("_t0"."id" = $3::integer)) AS "_t0") AS "_s1")::text AS "root";

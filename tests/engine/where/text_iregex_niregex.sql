-- iregex
-- $1 :: text = const "^acme|agro"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."name" ~* $1::text)
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- niregex
-- $1 :: text = const "LTDA$"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."name" !~* $1::text)) AS "_t0") AS "_s1";

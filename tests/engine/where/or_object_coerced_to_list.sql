-- or
-- $1 :: text = const "Cobalto Ltda"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE (("_t0"."name" = $1::text))) AS "_t0") AS "_s1";

-- and
-- $1 :: text = const "Cobalto Ltda"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."company" AS "_t0"
  WHERE ("_t0"."name" = $1::text)) AS "_t0") AS "_s1";

-- range
-- $1 :: numeric = const "500000"
-- $2 :: numeric = const "1000000"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE (("_t0"."gross_amount" > $1::numeric) AND ("_t0"."gross_amount" <= $2::numeric))
  ORDER BY "_t0"."gross_amount" ASC NULLS LAST) AS "_t0") AS "_s1";

-- eq_string
-- $1 :: numeric = const "2500000.5"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."gross_amount" = $1::numeric)) AS "_t0") AS "_s1";

-- lt_float
-- $1 :: numeric = const "750000.01"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."gross_amount" < $1::numeric)
  ORDER BY "_t0"."gross_amount" ASC NULLS LAST) AS "_t0") AS "_s1";

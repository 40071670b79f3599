-- in_2025
-- $1 :: date = const "2025-01-01"
-- $2 :: date = const "2026-01-01"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'investment_date', "_t0"."investment_date") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."investment_date" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE (("_t0"."investment_date" >= $1::date) AND ("_t0"."investment_date" < $2::date))
  ORDER BY "_t0"."investment_date" ASC NULLS LAST) AS "_t0") AS "_s1";

-- on_day
-- $1 :: date = const "2024-11-30"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'investment_date', "_t0"."investment_date") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."investment_date" = $1::date)) AS "_t0") AS "_s1";

-- portfolio_investment
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text, 'currency', "_t0"."currency") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."gross_amount" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."gross_amount" DESC NULLS FIRST) AS "_t0") AS "_s1";

-- portfolio_company
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, (SELECT sum("_o2"."gross_amount")
  FROM "portfolio"."investment" AS "_o2"
  WHERE "_o2"."company_id" = "_t0"."id" AND ('true')) AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE ('true')
  ORDER BY (SELECT sum("_o2"."gross_amount")
  FROM "portfolio"."investment" AS "_o2"
  WHERE "_o2"."company_id" = "_t0"."id" AND ('true')) DESC NULLS FIRST) AS "_t0") AS "_s1";

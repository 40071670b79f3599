-- portfolio_investment_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('stddev', json_build_object('gross_amount', (stddev("_s1"."gross_amount"))::text), 'stddev_pop', json_build_object('gross_amount', (stddev_pop("_s1"."gross_amount"))::text), 'stddev_samp', json_build_object('gross_amount', (stddev_samp("_s1"."gross_amount"))::text), 'var_pop', json_build_object('gross_amount', (var_pop("_s1"."gross_amount"))::text), 'var_samp', json_build_object('gross_amount', (var_samp("_s1"."gross_amount"))::text), 'variance', json_build_object('gross_amount', (variance("_s1"."gross_amount"))::text)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";

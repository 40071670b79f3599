-- portfolio_alert_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('all', count(*), 'with_company', count("_s1"."company_id"), 'resolved', count("_s1"."resolved_at")))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."alert" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";

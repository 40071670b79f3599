-- portfolio_privacy_policy_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('sum', json_build_object('version', sum("_s1"."version")), 'avg', json_build_object('version', avg("_s1"."version")), 'stddev', json_build_object('version', stddev("_s1"."version")), 'var_pop', json_build_object('version', var_pop("_s1"."version")), 'max', json_build_object('version', max("_s1"."version"))))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "portfolio"."privacy_policy" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";

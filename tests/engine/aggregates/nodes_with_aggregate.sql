-- portfolio_wallet_aggregate
SELECT (SELECT json_build_object('nodes', coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]'), 'aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name", 'en_group_name', "_t0"."en_group_name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1")::text AS "root";

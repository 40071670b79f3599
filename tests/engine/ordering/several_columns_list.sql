-- portfolio_wallet
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST, "_s1"."__o1" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('en_group_name', "_t0"."en_group_name", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."en_group_name" AS "__o0", "_t0"."name" AS "__o1"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."en_group_name" ASC NULLS LAST, "_t0"."name" DESC NULLS FIRST) AS "_t0") AS "_s1";

-- portfolio_wallet
-- $1 :: citext = const "seed"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE (("_t0"."name" = $1::citext) OR ("_t0"."en_group_name" IS NULL))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

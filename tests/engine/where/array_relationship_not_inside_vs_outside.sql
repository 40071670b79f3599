-- some_not_info
-- $1 :: text = const "info"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE EXISTS (SELECT 1
  FROM "portfolio"."wallet_alert" AS "_e2"
  WHERE "_e2"."wallet_id" = "_t0"."id" AND (NOT ("_e2"."severity" = $1::text)))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- no_info
-- $1 :: text = const "info"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE (NOT EXISTS (SELECT 1
  FROM "portfolio"."wallet_alert" AS "_e2"
  WHERE "_e2"."wallet_id" = "_t0"."id" AND ("_e2"."severity" = $1::text)))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

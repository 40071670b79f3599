-- none_large
-- $1 :: numeric = const "1000000"
-- $2 :: bigint = const "0"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE (((SELECT count(*)
  FROM "portfolio"."investment" AS "_a2"
  WHERE "_a2"."wallet_id" = "_t0"."id" AND ("_a2"."gross_amount" >= $1::numeric)) = $2::bigint))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- two_large
-- $1 :: numeric = const "1000000"
-- $2 :: bigint = const "2"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."wallet" AS "_t0"
  WHERE (((SELECT count(*)
  FROM "portfolio"."investment" AS "_a2"
  WHERE "_a2"."wallet_id" = "_t0"."id" AND ("_a2"."gross_amount" >= $1::numeric)) = $2::bigint))) AS "_t0") AS "_s1";

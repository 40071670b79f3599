-- distinct
-- $1 :: bigint = const "1"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (((SELECT count(DISTINCT "_a2"."currency")
  FROM "portfolio"."investment" AS "_a2"
  WHERE "_a2"."company_id" = "_t0"."id" AND ('true')) = $1::bigint))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- not_distinct
-- $1 :: bigint = const "1"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (((SELECT count("_a2"."currency")
  FROM "portfolio"."investment" AS "_a2"
  WHERE "_a2"."company_id" = "_t0"."id" AND ('true')) = $1::bigint))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

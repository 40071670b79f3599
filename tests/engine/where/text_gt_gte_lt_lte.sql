-- open_range
-- $1 :: text = const "B"
-- $2 :: text = const "D"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (("_t0"."name" > $1::text) AND ("_t0"."name" < $2::text))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- closed_range
-- $1 :: text = const "Cobalto Ltda"
-- $2 :: text = const "Delta Agro Ltda"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."company" AS "_t0"
  WHERE (("_t0"."name" >= $1::text) AND ("_t0"."name" <= $2::text))
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- byView
-- $1 :: bigint = variable views
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'views', ("_t0"."views")::text) AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."views" = $1::bigint)) AS "_t0") AS "_s1";

-- byPrice
-- $1 :: numeric = variable price
-- $2 :: money = const "50"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE (("_t0"."price" >= $1::numeric) AND ("_t0"."cost" < $2::money))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- inline
-- $1 :: bigint[] = const ["2","3"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."views" = ANY($1::bigint[]))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

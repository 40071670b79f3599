-- article
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'price', ("_t0"."price")::text, 'cost', ("_t0"."cost")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- article_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('sum', json_build_object('price', (sum("_s1"."price"))::text, 'cost', (sum("_s1"."cost"))::text), 'max', json_build_object('cost', (max("_s1"."cost"))::text)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "public"."article" AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";

-- article_aggregate
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*), 'sum', json_build_object('price', (sum("_s1"."price"))::text)), 'nodes', coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST) FILTER (WHERE "_s1"."__n" <= 2), '[]'))
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root", row_number() OVER (ORDER BY "_t0"."__o0" DESC NULLS FIRST) AS "__n"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" DESC NULLS FIRST) AS "_t0") AS "_s1")::text AS "root";

-- limited
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)), 'nodes', coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST) FILTER (WHERE "_s1"."__n" <= 2), '[]'))
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root", row_number() OVER (ORDER BY "_t0"."__o0" DESC NULLS FIRST) AS "__n"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" DESC NULLS FIRST
  LIMIT 3) AS "_t0") AS "_s1")::text AS "root";

-- empty
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'en_name', "_t0"."en_name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."en_name" AS "__o0"
  FROM "portfolio"."segment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."en_name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- and_empty
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'en_name', "_t0"."en_name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."en_name" AS "__o0"
  FROM "portfolio"."segment" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."en_name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- or_empty
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'en_name', "_t0"."en_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."segment" AS "_t0"
  WHERE ('false')) AS "_t0") AS "_s1";

-- not_empty
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'en_name', "_t0"."en_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."segment" AS "_t0"
  WHERE (NOT ('true'))) AS "_t0") AS "_s1";

-- eq
-- $1 :: uuid = const "00000000-0000-4000-8000-000000000052"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."id" = $1::uuid)) AS "_t0") AS "_s1";

-- in
-- $1 :: uuid[] = const ["00000000-0000-4000-8000-000000000051","00000000-0000-4000-8000-000000000054","00000000-0000-4000-8000-000000000099"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."id" = ANY($1::uuid[]))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- nin
-- $1 :: uuid[] = const ["00000000-0000-4000-8000-000000000051","00000000-0000-4000-8000-000000000052"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'gross_amount', ("_t0"."gross_amount")::text) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."investment" AS "_t0"
  WHERE ("_t0"."id" <> ALL($1::uuid[]))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

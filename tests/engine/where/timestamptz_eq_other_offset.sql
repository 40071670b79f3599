-- eq
-- $1 :: timestamp with time zone = const "2026-06-01T06:00:00-03:00"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'created_at', "_t0"."created_at") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."alert" AS "_t0"
  WHERE ("_t0"."created_at" = $1::timestamp with time zone)) AS "_t0") AS "_s1";

-- users_before_march
-- $1 :: timestamp with time zone = const "2026-03-01T00:00:00+00:00"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'createdAt', "_t0"."created_at") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."created_at" AS "__o0"
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."created_at" < $1::timestamp with time zone)
  ORDER BY "_t0"."created_at" ASC NULLS LAST) AS "_t0") AS "_s1";

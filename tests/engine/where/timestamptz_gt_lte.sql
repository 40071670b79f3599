-- portfolio_alert
-- $1 :: timestamp with time zone = const "2026-05-01T09:00:00Z"
-- $2 :: timestamp with time zone = const "2026-07-01T09:00:00+00:00"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'created_at', "_t0"."created_at") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."created_at" AS "__o0"
  FROM "portfolio"."alert" AS "_t0"
  WHERE (("_t0"."created_at" > $1::timestamp with time zone) AND ("_t0"."created_at" <= $2::timestamp with time zone))
  ORDER BY "_t0"."created_at" ASC NULLS LAST) AS "_t0") AS "_s1";

-- users
-- $1 :: text = const "%bruno%"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'displayName', "_t0"."display_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE (("_t0"."metadata")::text ILIKE $1::text)) AS "_t0") AS "_s1";

-- portfolio_plan
-- $1 :: text = const "%\"seats\"%"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."plan" AS "_t0"
  WHERE (("_t0"."configuration")::text LIKE $1::text)) AS "_t0") AS "_s1";

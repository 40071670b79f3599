-- has_key
-- $1 :: text = const "seats"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."plan" AS "_t0"
  WHERE ("_t0"."configuration" ? $1::text)) AS "_t0") AS "_s1";

-- all
-- $1 :: text[] = const ["firstName","tags"]
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'displayName', "_t0"."display_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."metadata" ?& $1::text[])) AS "_t0") AS "_s1";

-- any
-- $1 :: text[] = const ["firstName","nickname"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'displayName', "_t0"."display_name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."email" AS "__o0"
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."metadata" ?| $1::text[])
  ORDER BY "_t0"."email" ASC NULLS LAST) AS "_t0") AS "_s1";

-- nested_key_is_not_top_level
-- $1 :: text = const "accounting"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."plan" AS "_t0"
  WHERE ("_t0"."configuration" ? $1::text)) AS "_t0") AS "_s1";

-- ilike
-- $1 :: bpchar = const "ab%"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'code', "_t0"."code") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."code" ILIKE $1::bpchar)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- like
-- $1 :: bpchar = const "ab%"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."code" LIKE $1::bpchar)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- nilike
-- $1 :: bpchar = const "ab%"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."code" NOT ILIKE $1::bpchar)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- eq
-- $1 :: bpchar = const "abc"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."article" AS "_t0"
  WHERE ("_t0"."code" = $1::bpchar)) AS "_t0") AS "_s1";

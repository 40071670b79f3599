-- in_empty
-- $1 :: integer[] = const []
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'version', "_t0"."version") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."privacy_policy" AS "_t0"
  WHERE ("_t0"."version" = ANY($1::integer[]))) AS "_t0") AS "_s1";

-- nin_empty
-- $1 :: integer[] = const []
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'version', "_t0"."version") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."version" AS "__o0"
  FROM "portfolio"."privacy_policy" AS "_t0"
  WHERE ("_t0"."version" <> ALL($1::integer[]))
  ORDER BY "_t0"."version" ASC NULLS LAST) AS "_t0") AS "_s1";

-- in
-- $1 :: text[] = const ["editor","viewer"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."organization_user" AS "_t0"
  WHERE ("_t0"."role" = ANY($1::text[]))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- nin
-- $1 :: text[] = const ["info"]
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'severity', "_t0"."severity") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."alert" AS "_t0"
  WHERE ("_t0"."severity" <> ALL($1::text[]))
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- is_null
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'severity', "_t0"."severity") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."alert" AS "_t0"
  WHERE ("_t0"."severity" IS NULL)) AS "_t0") AS "_s1";

-- eq
-- $1 :: text = const "owner"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."organization_user" AS "_t0"
  WHERE ("_t0"."role" = $1::text)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

-- neq
-- $1 :: text = const "owner"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'role', "_t0"."role") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."organization_user" AS "_t0"
  WHERE ("_t0"."role" <> $1::text)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

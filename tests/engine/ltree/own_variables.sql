-- tree
-- $1 :: ltree[] = variable d
-- $2 :: ltree = variable gt
-- $3 :: ltree = variable a
-- $4 :: lquery[] = variable m
-- $5 :: ltxtquery = variable t
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('path', "_t0"."path") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."path" AS "__o0"
  FROM "public"."tree" AS "_t0"
  WHERE (("_t0"."path" <@ $1::ltree[]) AND ("_t0"."path" > $2::ltree) AND (("_t0"."path" @> $3::ltree) OR (("_t0"."path" ? $4::lquery[]) AND ("_t0"."path" @ $5::ltxtquery))))
  ORDER BY "_t0"."path" ASC NULLS LAST) AS "_t0") AS "_s1";

-- tree
-- $1 :: ltree = session x-hasura-subtree
-- $2 :: ltree = const "Tree.Science.Astronomy"
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('path', "_t0"."path") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."path" AS "__o0"
  FROM "public"."tree" AS "_t0"
  WHERE (("_t0"."path" <@ $1::ltree) AND ("_t0"."path" <> $2::ltree))
  ORDER BY "_t0"."path" DESC NULLS FIRST) AS "_t0") AS "_s1";

-- no_group
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name", 'en_group_name', "_t0"."en_group_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ("_t0"."en_group_name" IS NULL)) AS "_t0") AS "_s1";

-- with_group
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name", 'en_group_name', "_t0"."en_group_name") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."name" AS "__o0"
  FROM "portfolio"."wallet" AS "_t0"
  WHERE ("_t0"."en_group_name" IS NOT NULL)
  ORDER BY "_t0"."name" ASC NULLS LAST) AS "_t0") AS "_s1";

-- no_company
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'company_id', "_t0"."company_id") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."alert" AS "_t0"
  WHERE ("_t0"."company_id" IS NULL)) AS "_t0") AS "_s1";

-- with_company
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'company_id', "_t0"."company_id") AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "portfolio"."alert" AS "_t0"
  WHERE ("_t0"."company_id" IS NOT NULL)
  ORDER BY "_t0"."id" ASC NULLS LAST) AS "_t0") AS "_s1";

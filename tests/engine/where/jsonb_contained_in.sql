-- portfolio_plan
-- $1 :: jsonb = const {"modules":{"accounting":false,"dataroom":false,"financial":false},"seats":5}
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "portfolio"."plan" AS "_t0"
  WHERE ("_t0"."configuration" <@ $1::jsonb)) AS "_t0") AS "_s1";

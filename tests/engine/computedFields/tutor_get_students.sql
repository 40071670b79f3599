-- student_marks
-- $1 :: integer = const 220
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('name', "_t0"."name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."student_marks" AS "_t0"
  WHERE (("public"."student_total_marks"(ROW("_t0"."id", "_t0"."name", "_t0"."physics", "_t0"."chemistry", "_t0"."mathematics")::"public"."student_marks")) >= $1::integer)) AS "_t0") AS "_s1";

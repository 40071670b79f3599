-- passed_students
-- $1 :: double precision = const "8.00"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'student_name', "_t0"."student_name") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."passed_students"($1::double precision) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1";

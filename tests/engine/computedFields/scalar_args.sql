-- float_test
-- $1 :: integer = const 2
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" ASC NULLS LAST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'sum_times', "public"."sum_times"(ROW("_t0"."id", "_t0"."first_int", "_t0"."second_int")::"public"."float_test"), 'doubled', "public"."sum_times"(ROW("_t0"."id", "_t0"."first_int", "_t0"."second_int")::"public"."float_test", $1::integer)) AS "__root"
  FROM (SELECT "_t0".*, "_t0"."id" AS "__o0"
  FROM "public"."float_test" AS "_t0"
  WHERE ('true')
  ORDER BY "_t0"."id" ASC NULLS LAST
  LIMIT 2) AS "_t0") AS "_s1";

-- float_test
-- $1 :: json = session json
-- $2 :: integer = const "10"
SELECT coalesce(json_agg("_s1"."__root"), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('id', "_t0"."id", 'first_int', "_t0"."first_int", 'second_int', "_t0"."second_int") AS "__root"
  FROM (SELECT "_t0".*
  FROM "public"."float_test" AS "_t0"
  WHERE (("public"."get_sum_offset"(ROW("_t0"."id", "_t0"."first_int", "_t0"."second_int")::"public"."float_test", $1::json)) > $2::integer)) AS "_t0") AS "_s1";

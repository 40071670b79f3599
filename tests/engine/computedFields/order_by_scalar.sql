-- author
SELECT coalesce(json_agg("_s1"."__root"
  ORDER BY "_s1"."__o0" DESC NULLS FIRST), '[]')::text AS "root"
  FROM (SELECT "_t0".*, json_build_object('full_name', "public"."full_name"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author")) AS "__root"
  FROM (SELECT "_t0".*, ("public"."full_name"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author")) AS "__o0"
  FROM "public"."author" AS "_t0"
  WHERE ('true')
  ORDER BY ("public"."full_name"(ROW("_t0"."id", "_t0"."first_name", "_t0"."last_name")::"public"."author")) DESC NULLS FIRST) AS "_t0") AS "_s1";

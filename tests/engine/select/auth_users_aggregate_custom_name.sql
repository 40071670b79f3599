-- usersAggregate
-- $1 :: boolean = const "true"
SELECT (SELECT json_build_object('__typename', 'users_aggregate', 'aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "auth"."users" AS "_t0"
  WHERE ("_t0"."email_verified" = $1::boolean)) AS "_t0") AS "_s1")::text AS "root";

-- search_posts_aggregate
-- $1 :: text = const "post"
SELECT (SELECT json_build_object('aggregate', json_build_object('count', count(*)))
  FROM (SELECT "_t0".*
  FROM (SELECT "_t0".*
  FROM "public"."search_posts"($1::text) AS "_t0"
  WHERE ('true')) AS "_t0") AS "_s1")::text AS "root";

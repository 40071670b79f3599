-- CNPJ validation in the database, the twin of common/cnpj.ts (normalizeCnpj, isValidCnpj). Both are tested
-- against the same vectors (common/cnpjVectors.json, tests/db/cnpjSql.test.ts): change them together.
--
-- A CNPJ is 12 base characters (digits or, since July 2026, uppercase letters A-Z) and 2 check digits. Each
-- character counts as its ASCII code minus 48 ('0'..'9' = 0..9, 'A'..'Z' = 17..42). Check digit = 0 when the
-- weighted sum mod 11 is below 2, else 11 minus it; weights 5,4,3,2,9,8,7,6,5,4,3,2 over the base for the first,
-- 6,5,4,3,2,9,8,7,6,5,4,3,2 over the base and the first check digit for the second.
--
-- Both functions are IMMUTABLE so that they can back CHECK constraints and expression indexes. That is only true
-- because nothing in them depends on the locale: translate() instead of upper() (which follows the collation and,
-- in most locales, maps 'ı' to 'I'), and a whitespace class written out instead of [[:space:]] (which follows the
-- locale for non-ASCII characters). Regular-expression ranges compare code points, whatever the collation.

CREATE SCHEMA IF NOT EXISTS portfolio;

CREATE OR REPLACE FUNCTION portfolio.normalize_cnpj(value text)
RETURNS text
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
  -- The class is what JavaScript's \s matches (tab, LF, VT, FF, CR, space, U+00A0, U+1680, U+2000-U+200A, U+2028,
  -- U+2029, U+202F, U+205F, U+3000, U+FEFF), plus '.', '/' and '-'.
  SELECT translate(
    regexp_replace(
      value,
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff./-]',
      '',
      'g'
    ),
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  )
$$;

COMMENT ON FUNCTION portfolio.normalize_cnpj(text) IS
  'A CNPJ without its formatting: strips ".", "/", "-" and whitespace, uppercases a-z. Does not validate. '
  'Same as normalizeCnpj in common/cnpj.ts.';

CREATE OR REPLACE FUNCTION portfolio.is_valid_cnpj(value text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN c !~ '^[0-9A-Z]{12}[0-9]{2}$' THEN false
    -- 00000000000000 and the like: placeholders, rejected as every validator does (the zeros even add up).
    WHEN c = repeat(left(c, 1), 14) THEN false
    -- Each check digit is compared with the one computed from the characters before it. Summing the second over
    -- the first check digit as given rather than as computed changes nothing: when they differ, the first
    -- comparison already fails.
    ELSE (
      SELECT (CASE WHEN s1 % 11 < 2 THEN 0 ELSE 11 - s1 % 11 END) = ascii(substr(c, 13, 1)) - 48
         AND (CASE WHEN s2 % 11 < 2 THEN 0 ELSE 11 - s2 % 11 END) = ascii(substr(c, 14, 1)) - 48
      FROM (
        SELECT sum((ascii(substr(c, i, 1)) - 48) * (ARRAY[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])[i])
                 FILTER (WHERE i <= 12) AS s1,
               sum((ascii(substr(c, i, 1)) - 48) * (ARRAY[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])[i]) AS s2
        FROM generate_series(1, 13) AS i
      ) AS sums
    )
  END
  FROM (SELECT portfolio.normalize_cnpj(value) AS c) AS normalized
$$;

COMMENT ON FUNCTION portfolio.is_valid_cnpj(text) IS
  'True when the value, normalized by portfolio.normalize_cnpj, is a valid CNPJ, numeric or alphanumeric: '
  '12 characters of [0-9A-Z], 2 matching mod-11 check digits, not 14 identical characters. '
  'Same as isValidCnpj in common/cnpj.ts.';

-- Reverts up.sql. is_valid_cnpj calls normalize_cnpj, so it goes first. No CASCADE on the schema: the tables in
-- it belong to a later migration, whose down.sql has dropped them by the time this runs; if anything is left,
-- failing here is better than dropping it silently.
DROP FUNCTION IF EXISTS portfolio.is_valid_cnpj(text);
DROP FUNCTION IF EXISTS portfolio.normalize_cnpj(text);
DROP SCHEMA IF EXISTS portfolio;

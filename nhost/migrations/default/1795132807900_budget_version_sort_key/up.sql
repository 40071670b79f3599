-- Budget versions are listed by name after the plan of record, as the other lists are: by the name's sort key
-- (portfolio.sort_key: Latin accents and case folded, compared in collation "C"), then the name, then the id.
ALTER TABLE accounting.budget_version
  ADD COLUMN name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(name)) STORED NOT NULL;
COMMENT ON COLUMN accounting.budget_version.name_sort IS 'The name as lists sort it (portfolio.sort_key); sort by it, then by name.';

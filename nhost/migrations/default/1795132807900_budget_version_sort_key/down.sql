ALTER TABLE accounting.budget_version DROP COLUMN name_sort;

DROP VIEW accounting.cash_position;
DROP VIEW accounting.category_composition;

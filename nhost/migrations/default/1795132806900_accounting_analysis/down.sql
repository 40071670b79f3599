DROP TRIGGER import_batch_discard_statements ON accounting.import_batch;
DROP FUNCTION accounting.import_batch_discard_statements();
DROP TABLE accounting.published_statement_line;
DROP TABLE accounting.statement_kind;
DROP INDEX accounting.transaction_closing_idx;
DROP VIEW accounting.account_month;

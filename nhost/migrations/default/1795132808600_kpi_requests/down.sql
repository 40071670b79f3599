DROP TRIGGER kpi_request_mail_notify ON portfolio.kpi_request;
DROP TRIGGER kpi_response_mail_notify ON portfolio.kpi_response;
DROP FUNCTION portfolio.kpi_mail_notify();
DROP TABLE portfolio.kpi_reminder;
DROP TRIGGER kpi_response_sent_repeats ON portfolio.kpi_response;
DROP FUNCTION portfolio.kpi_request_repeat();
DROP TRIGGER kpi_response_file_in_bucket ON portfolio.kpi_response_file;
DROP FUNCTION portfolio.kpi_response_file_in_bucket();
DROP TABLE portfolio.kpi_response_event;
DROP TABLE portfolio.kpi_response_file;
DELETE FROM storage.buckets WHERE id = 'kpi-attachments';
DROP TABLE portfolio.kpi_answer;
ALTER TABLE accounting.indicator DROP CONSTRAINT indicator_kpi_response_id_fkey;
DROP TABLE portfolio.kpi_response;
DROP TABLE portfolio.kpi_request_metric;
DROP TABLE portfolio.kpi_request;
DROP FUNCTION portfolio.kpi_response_approved();
DROP FUNCTION portfolio.kpi_answer_check();
DROP FUNCTION portfolio.kpi_response_move();
DROP FUNCTION portfolio.kpi_response_fill_organization();
DROP FUNCTION portfolio.kpi_request_metric_in_organization();
DROP FUNCTION portfolio.session_user_id();
DROP FUNCTION portfolio.valid_reminder_days(jsonb);
DROP TABLE portfolio.company_contact;
ALTER TABLE accounting.indicator
  DROP COLUMN months, DROP COLUMN source, DROP COLUMN kpi_response_id, DROP COLUMN approved_by, DROP COLUMN approved_at;
DELETE FROM accounting.indicator_kind WHERE value NOT IN
  ('revenue', 'ebitda', 'net_income', 'cash_balance', 'gross_margin', 'headcount', 'customers', 'churn_rate');
ALTER TABLE accounting.indicator_kind
  DROP CONSTRAINT indicator_kind_unit_check,
  DROP CONSTRAINT indicator_kind_names_not_blank,
  ALTER COLUMN value DROP DEFAULT,
  DROP COLUMN organization_id, DROP COLUMN en_definition, DROP COLUMN pt_br_definition, DROP COLUMN favourable,
  DROP COLUMN period_rule, DROP COLUMN position, DROP COLUMN created_at,
  ADD CONSTRAINT indicator_kind_unit_check CHECK (unit IN ('currency', 'percent', 'count', 'months', 'ratio'));

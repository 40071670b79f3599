-- Rule-made alerts go with their rules; the alerts people wrote go back to their wallets (those without a wallet,
-- written about a company only, cannot, and go too).
DROP FUNCTION portfolio.evaluate_alert_rules(uuid[], date);
DROP FUNCTION portfolio.alert_book_figures(uuid[]);
DROP TRIGGER IF EXISTS kpi_request_alert_due_insert ON portfolio.kpi_request;
DROP TRIGGER IF EXISTS kpi_request_alert_due_update ON portfolio.kpi_request;
DROP TRIGGER IF EXISTS kpi_response_alert_due_insert ON portfolio.kpi_response;
DROP TRIGGER IF EXISTS kpi_response_alert_due_update ON portfolio.kpi_response;
DROP FUNCTION IF EXISTS portfolio.alert_due_from_kpi_requests();
DROP FUNCTION IF EXISTS portfolio.alert_due_from_kpi_responses();
DROP TRIGGER entry_alert_due_insert ON accounting.entry;
DROP TRIGGER entry_alert_due_update ON accounting.entry;
DROP TRIGGER entry_alert_due_delete ON accounting.entry;
DROP TRIGGER budget_alert_due_insert ON accounting.budget;
DROP TRIGGER budget_alert_due_update ON accounting.budget;
DROP TRIGGER budget_alert_due_delete ON accounting.budget;
DROP TRIGGER import_batch_alert_due ON accounting.import_batch;
DROP TRIGGER client_alert_due ON portfolio.client;
DROP TRIGGER indicator_alert_due_insert ON accounting.indicator;
DROP TRIGGER indicator_alert_due_update ON accounting.indicator;
DROP TRIGGER indicator_alert_due_delete ON accounting.indicator;
DROP TRIGGER valuation_report_alert_due_insert ON portfolio.valuation_report;
DROP TRIGGER valuation_report_alert_due_update ON portfolio.valuation_report;
DROP TRIGGER valuation_report_alert_due_delete ON portfolio.valuation_report;
DROP TRIGGER company_alert_due_insert ON portfolio.company;
DROP TRIGGER company_alert_due_update ON portfolio.company;
DROP TRIGGER alert_rule_alert_due_insert ON portfolio.alert_rule;
DROP TRIGGER alert_rule_alert_due_update ON portfolio.alert_rule;
DROP FUNCTION portfolio.alert_due_from_figures();
DROP FUNCTION portfolio.alert_due_from_companies();
DROP FUNCTION portfolio.alert_due_from_organizations();
DROP FUNCTION portfolio.alert_due_from_client();
DROP FUNCTION portfolio.alert_due_from_client_row();
DROP FUNCTION portfolio.alert_due_from_company_row();
DROP FUNCTION portfolio.alert_evaluation_mark(uuid[]);
DROP SCHEMA portfolio_jobs CASCADE;
DROP FUNCTION portfolio.round_half_even(numeric, integer);

DROP VIEW portfolio.wallet_alert;
DROP TRIGGER alert_fill_in ON portfolio.alert;
DROP FUNCTION portfolio.alert_fill_in();
DROP TRIGGER set_portfolio_alert_updated_at ON portfolio.alert;
DELETE FROM portfolio.alert WHERE rule_id IS NOT NULL OR wallet_id IS NULL;
DROP INDEX portfolio.alert_rule_company_period_key;
DROP INDEX portfolio.alert_organization_id_created_at_idx;
ALTER TABLE portfolio.alert
  DROP CONSTRAINT alert_written_or_ruled,
  DROP CONSTRAINT alert_about_something,
  DROP CONSTRAINT alert_figures_is_object,
  DROP COLUMN status,
  DROP COLUMN organization_id,
  DROP COLUMN rule_id,
  DROP COLUMN kind,
  DROP COLUMN figures,
  DROP COLUMN period,
  DROP COLUMN updated_at,
  DROP COLUMN acknowledged_at,
  DROP COLUMN acknowledged_by,
  DROP COLUMN resolved_by,
  DROP COLUMN resolved_by_rule,
  ALTER COLUMN wallet_id SET NOT NULL,
  ALTER COLUMN en_title SET NOT NULL,
  ALTER COLUMN pt_br_title SET NOT NULL,
  ADD CONSTRAINT alert_titles_not_blank CHECK (btrim(en_title) <> '' AND btrim(pt_br_title) <> '');
COMMENT ON TABLE portfolio.alert IS 'Something about a wallet (or one of its companies) an investor should look at; the wallets list shows the latest.';

DROP TRIGGER organization_add_default_alert_rules ON portfolio.organization;
DROP FUNCTION portfolio.organization_add_default_alert_rules();
DROP FUNCTION portfolio.add_default_alert_rules(uuid[]);
DROP TABLE portfolio.alert_rule;
DROP FUNCTION portfolio.alert_rule_check_threshold();
DROP TABLE portfolio.alert_rule_kind;

/**
 * @generated SignedSource<<074ed5737f4d9ec94493b22acfae4364>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_mapping_select_column = "account_id" | "client_account_id" | "created_at" | "created_by" | "id" | "valid_from" | "%future added value";
export type accounting_account_nature_enum = "asset" | "cash_flow" | "equity" | "liability" | "memorandum" | "other" | "result" | "%future added value";
export type accounting_account_select_column = "client_account" | "client_id" | "created_at" | "id" | "name" | "number" | "section" | "type" | "%future added value";
export type accounting_account_type_enum = "payment" | "receipt" | "%future added value";
export type accounting_balance_select_column = "as_of" | "batch_id" | "client_account_id" | "closing" | "created_at" | "credits" | "debits" | "id" | "month" | "opening" | "source_line" | "%future added value";
export type accounting_budget_kind_enum = "forecast" | "original" | "revised" | "%future added value";
export type accounting_budget_line_select_column = "amount" | "batch_id" | "client_account_id" | "created_at" | "id" | "month" | "source_line" | "version_id" | "%future added value";
export type accounting_budget_select_column = "account_id" | "created_at" | "id" | "month" | "value" | "version_id" | "%future added value";
export type accounting_budget_version_select_column = "client_id" | "created_at" | "id" | "is_plan_of_record" | "kind" | "locked" | "name" | "name_sort" | "updated_at" | "%future added value";
export type accounting_budget_version_select_column_accounting_budget_version_aggregate_bool_exp_bool_and_arguments_columns = "is_plan_of_record" | "locked" | "%future added value";
export type accounting_budget_version_select_column_accounting_budget_version_aggregate_bool_exp_bool_or_arguments_columns = "is_plan_of_record" | "locked" | "%future added value";
export type accounting_cash_flow_section_enum = "financing" | "investment" | "operations" | "%future added value";
export type accounting_client_account_select_column = "aggregation_code" | "analytic" | "batch_id" | "client_id" | "code" | "created_at" | "id" | "is_cash" | "level" | "name" | "nature" | "parent_id" | "referential_code" | "updated_at" | "%future added value";
export type accounting_client_account_select_column_accounting_client_account_aggregate_bool_exp_bool_and_arguments_columns = "analytic" | "is_cash" | "%future added value";
export type accounting_client_account_select_column_accounting_client_account_aggregate_bool_exp_bool_or_arguments_columns = "analytic" | "is_cash" | "%future added value";
export type accounting_entry_select_column = "account_id" | "created_at" | "id" | "month" | "value" | "%future added value";
export type accounting_import_batch_select_column = "client_id" | "created_at" | "created_by" | "duplicate_of_batch_id" | "file_id" | "file_name" | "file_sha256" | "finished_at" | "id" | "period_end" | "period_start" | "problems" | "replaces_batch_id" | "rows_processed" | "rows_refused" | "rows_skipped" | "rows_total" | "rows_written" | "source" | "status" | "summary" | "updated_at" | "%future added value";
export type accounting_import_source_enum = "ecd" | "ofx" | "seed" | "spreadsheet" | "%future added value";
export type accounting_import_status_enum = "applied" | "duplicate" | "failed" | "replaced" | "running" | "%future added value";
export type accounting_indicator_kind_constraint = "indicator_kind_pkey" | "%future added value";
export type accounting_indicator_kind_update_column = "en_definition" | "en_name" | "favourable" | "period_rule" | "pt_br_definition" | "pt_br_name" | "unit" | "%future added value";
export type accounting_indicator_select_column = "approved_at" | "approved_by" | "company_id" | "created_at" | "id" | "kind" | "kpi_response_id" | "months" | "period" | "source" | "value" | "%future added value";
export type accounting_published_statement_line_select_column = "batch_id" | "client_id" | "closing" | "code" | "created_at" | "description" | "grp" | "id" | "level" | "line_kind" | "opening" | "parent_code" | "period_end" | "period_start" | "position" | "source_line" | "statement" | "%future added value";
export type accounting_statement_kind_enum = "balance_sheet" | "income_statement" | "%future added value";
export type accounting_transaction_select_column = "account_id" | "amount" | "batch_id" | "cash_effect" | "client_account_id" | "counterparty" | "created_at" | "description" | "document" | "fitid" | "id" | "is_closing" | "is_total" | "occurred_on" | "source_line" | "source_ref" | "transfer_id" | "%future added value";
export type accounting_transaction_select_column_accounting_transaction_aggregate_bool_exp_bool_and_arguments_columns = "is_closing" | "is_total" | "%future added value";
export type accounting_transaction_select_column_accounting_transaction_aggregate_bool_exp_bool_or_arguments_columns = "is_closing" | "is_total" | "%future added value";
export type accounting_unmapped_activity_select_column = "cash_effect" | "client_account_id" | "client_id" | "month" | "transactions" | "%future added value";
export type files_select_column = "bucketId" | "createdAt" | "etag" | "id" | "isUploaded" | "metadata" | "mimeType" | "name" | "size" | "updatedAt" | "uploadedByUserId" | "%future added value";
export type files_select_column_files_aggregate_bool_exp_bool_and_arguments_columns = "isUploaded" | "%future added value";
export type files_select_column_files_aggregate_bool_exp_bool_or_arguments_columns = "isUploaded" | "%future added value";
export type portfolio_alert_constraint = "alert_pkey" | "%future added value";
export type portfolio_alert_rule_constraint = "alert_rule_pkey" | "%future added value";
export type portfolio_alert_rule_select_column = "created_at" | "enabled" | "id" | "kind" | "metric_kind" | "organization_id" | "severity" | "thresholds" | "updated_at" | "%future added value";
export type portfolio_alert_rule_select_column_portfolio_alert_rule_aggregate_bool_exp_bool_and_arguments_columns = "enabled" | "%future added value";
export type portfolio_alert_rule_select_column_portfolio_alert_rule_aggregate_bool_exp_bool_or_arguments_columns = "enabled" | "%future added value";
export type portfolio_alert_rule_update_column = "enabled" | "metric_kind" | "severity" | "thresholds" | "%future added value";
export type portfolio_alert_select_column = "acknowledged_at" | "acknowledged_by" | "company_id" | "created_at" | "en_message" | "en_title" | "figures" | "id" | "kind" | "organization_id" | "period" | "pt_br_message" | "pt_br_title" | "resolved_at" | "resolved_by" | "resolved_by_rule" | "rule_id" | "severity" | "status" | "updated_at" | "wallet_id" | "%future added value";
export type portfolio_alert_select_column_portfolio_alert_aggregate_bool_exp_bool_and_arguments_columns = "resolved_by_rule" | "%future added value";
export type portfolio_alert_select_column_portfolio_alert_aggregate_bool_exp_bool_or_arguments_columns = "resolved_by_rule" | "%future added value";
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
export type portfolio_alert_update_column = "acknowledged_at" | "resolved_at" | "%future added value";
export type portfolio_client_select_column = "active" | "created_at" | "document" | "id" | "last_data_imported_at" | "metadata" | "name" | "segment_id" | "updated_at" | "%future added value";
export type portfolio_client_select_column_portfolio_client_aggregate_bool_exp_bool_and_arguments_columns = "active" | "%future added value";
export type portfolio_client_select_column_portfolio_client_aggregate_bool_exp_bool_or_arguments_columns = "active" | "%future added value";
export type portfolio_company_constraint = "company_id_organization_id_key" | "company_organization_id_document_key" | "company_pkey" | "%future added value";
export type portfolio_company_contact_constraint = "company_contact_company_id_email_key" | "company_contact_pkey" | "%future added value";
export type portfolio_company_contact_select_column = "company_id" | "created_at" | "email" | "id" | "locale" | "name" | "%future added value";
export type portfolio_company_contact_update_column = "email" | "locale" | "name" | "%future added value";
export type portfolio_company_file_select_column = "company_id" | "created_at" | "created_by" | "file_id" | "folder" | "id" | "%future added value";
export type portfolio_company_select_column = "client_id" | "created_at" | "created_by" | "document" | "id" | "name" | "name_sort" | "organization_id" | "updated_at" | "%future added value";
export type portfolio_company_update_column = "document" | "name" | "%future added value";
export type portfolio_company_user_select_column = "company_id" | "created_at" | "id" | "user_id" | "%future added value";
export type portfolio_currency_enum = "AED" | "AFN" | "ALL" | "AMD" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "%future added value";
export type portfolio_investment_constraint = "investment_pkey" | "%future added value";
export type portfolio_investment_select_column = "company_id" | "created_at" | "created_by" | "currency" | "gross_amount" | "id" | "investment_date" | "net_amount" | "share_percentage" | "updated_at" | "wallet_id" | "%future added value";
export type portfolio_investment_update_column = "currency" | "gross_amount" | "investment_date" | "net_amount" | "share_percentage" | "%future added value";
export type portfolio_invite_constraint = "invite_pkey" | "%future added value";
export type portfolio_invite_select_column = "accepted_by" | "answered_at" | "company_id" | "company_name" | "created_at" | "email" | "id" | "invited_by" | "inviter_name" | "name" | "name_sort" | "organization_id" | "organization_name" | "role" | "status" | "wallet_id" | "wallet_name" | "%future added value";
export type portfolio_invite_status_enum = "accepted" | "declined" | "pending" | "%future added value";
export type portfolio_invite_update_column = "status" | "%future added value";
export type portfolio_kpi_answer_select_column = "kind" | "note" | "request_id" | "response_id" | "text_value" | "updated_at" | "value" | "%future added value";
export type portfolio_kpi_request_constraint = "kpi_request_id_organization_id_key" | "kpi_request_pkey" | "%future added value";
export type portfolio_kpi_request_metric_constraint = "kpi_request_metric_pkey" | "%future added value";
export type portfolio_kpi_request_metric_update_column = "_PLACEHOLDER" | "%future added value";
export type portfolio_kpi_request_select_column = "cancelled_at" | "created_at" | "created_by" | "due_date" | "id" | "message" | "organization_id" | "period_end" | "period_start" | "recurrence" | "reminder_days" | "repeats_request_id" | "send_on" | "title" | "%future added value";
export type portfolio_kpi_request_update_column = "cancelled_at" | "due_date" | "message" | "recurrence" | "reminder_days" | "title" | "%future added value";
export type portfolio_kpi_response_constraint = "kpi_response_id_request_id_key" | "kpi_response_pkey" | "kpi_response_request_id_company_id_key" | "%future added value";
export type portfolio_kpi_response_select_column = "approved_at" | "approved_by" | "company_id" | "created_at" | "draft_saved_at" | "id" | "last_reminder_at" | "mailed_at" | "opened_at" | "organization_id" | "reminders_sent" | "request_id" | "return_comment" | "returned_at" | "returned_by" | "status" | "submitted_at" | "updated_at" | "%future added value";
export type portfolio_kpi_response_update_column = "return_comment" | "status" | "%future added value";
export type portfolio_organization_constraint = "organization_pkey" | "%future added value";
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type portfolio_organization_select_column = "client_id" | "created_at" | "created_by" | "id" | "materiality_percent" | "name" | "name_sort" | "parent_id" | "plan_id" | "updated_at" | "%future added value";
export type portfolio_organization_update_column = "materiality_percent" | "name" | "parent_id" | "%future added value";
export type portfolio_organization_user_constraint = "organization_user_organization_id_user_id_key" | "organization_user_pkey" | "%future added value";
export type portfolio_organization_user_select_column = "created_at" | "id" | "organization_id" | "role" | "user_id" | "%future added value";
export type portfolio_organization_user_update_column = "role" | "%future added value";
export type portfolio_valuation_report_constraint = "valuation_report_company_id_reference_date_key" | "valuation_report_pkey" | "%future added value";
export type portfolio_valuation_report_select_column = "company_id" | "created_at" | "created_by" | "id" | "reference_date" | "updated_at" | "valuation_amount" | "valuation_currency" | "valuation_date" | "%future added value";
export type portfolio_valuation_report_update_column = "reference_date" | "valuation_amount" | "valuation_currency" | "valuation_date" | "%future added value";
export type portfolio_wallet_alert_select_column = "alert_id" | "created_at" | "resolved_at" | "severity" | "status" | "wallet_id" | "%future added value";
export type portfolio_wallet_company_constraint = "wallet_company_pkey" | "wallet_company_wallet_id_company_id_key" | "%future added value";
export type portfolio_wallet_company_select_column = "company_id" | "created_at" | "id" | "wallet_id" | "%future added value";
export type portfolio_wallet_company_update_column = "_PLACEHOLDER" | "%future added value";
export type portfolio_wallet_constraint = "wallet_id_organization_id_key" | "wallet_organization_id_name_key" | "wallet_pkey" | "%future added value";
export type portfolio_wallet_select_column = "created_at" | "created_by" | "en_group_name" | "en_group_name_sort" | "id" | "name" | "name_sort" | "organization_id" | "pt_br_group_name" | "pt_br_group_name_sort" | "segment_id" | "tax_id" | "updated_at" | "%future added value";
export type portfolio_wallet_update_column = "en_group_name" | "name" | "pt_br_group_name" | "segment_id" | "tax_id" | "%future added value";
export type portfolio_wallet_user_constraint = "wallet_user_pkey" | "wallet_user_wallet_id_user_id_key" | "%future added value";
export type portfolio_wallet_user_select_column = "created_at" | "id" | "user_id" | "wallet_id" | "%future added value";
export type portfolio_wallet_user_update_column = "_PLACEHOLDER" | "%future added value";
export type portfolio_alert_rule_insert_input = {
  alerts?: portfolio_alert_arr_rel_insert_input | null | undefined;
  enabled?: boolean | null | undefined;
  kind?: string | null | undefined;
  metric?: accounting_indicator_kind_obj_rel_insert_input | null | undefined;
  metric_kind?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  severity?: portfolio_alert_severity_enum | null | undefined;
  thresholds?: unknown | null | undefined;
};
export type portfolio_alert_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_alert_insert_input>;
  on_conflict?: portfolio_alert_on_conflict | null | undefined;
};
export type portfolio_alert_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  en_message?: string | null | undefined;
  en_title?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  pt_br_message?: string | null | undefined;
  pt_br_title?: string | null | undefined;
  rule?: portfolio_alert_rule_obj_rel_insert_input | null | undefined;
  severity?: portfolio_alert_severity_enum | null | undefined;
  wallet?: portfolio_wallet_obj_rel_insert_input | null | undefined;
  wallet_id?: string | null | undefined;
};
export type portfolio_company_obj_rel_insert_input = {
  data: portfolio_company_insert_input;
  on_conflict?: portfolio_company_on_conflict | null | undefined;
};
export type portfolio_company_insert_input = {
  alerts?: portfolio_alert_arr_rel_insert_input | null | undefined;
  contacts?: portfolio_company_contact_arr_rel_insert_input | null | undefined;
  document?: string | null | undefined;
  investments?: portfolio_investment_arr_rel_insert_input | null | undefined;
  invites?: portfolio_invite_arr_rel_insert_input | null | undefined;
  kpi_responses?: portfolio_kpi_response_arr_rel_insert_input | null | undefined;
  name?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  valuation_reports?: portfolio_valuation_report_arr_rel_insert_input | null | undefined;
  wallet_companies?: portfolio_wallet_company_arr_rel_insert_input | null | undefined;
};
export type portfolio_company_contact_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_company_contact_insert_input>;
  on_conflict?: portfolio_company_contact_on_conflict | null | undefined;
};
export type portfolio_company_contact_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  email?: string | null | undefined;
  locale?: string | null | undefined;
  name?: string | null | undefined;
};
export type portfolio_company_contact_on_conflict = {
  constraint: portfolio_company_contact_constraint;
  update_columns?: ReadonlyArray<portfolio_company_contact_update_column>;
  where?: portfolio_company_contact_bool_exp | null | undefined;
};
export type portfolio_company_contact_bool_exp = {
  _and?: ReadonlyArray<portfolio_company_contact_bool_exp> | null | undefined;
  _not?: portfolio_company_contact_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_company_contact_bool_exp> | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  email?: citext_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  locale?: String_comparison_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
};
export type portfolio_company_bool_exp = {
  _and?: ReadonlyArray<portfolio_company_bool_exp> | null | undefined;
  _not?: portfolio_company_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_company_bool_exp> | null | undefined;
  alerts?: portfolio_alert_bool_exp | null | undefined;
  alerts_aggregate?: portfolio_alert_aggregate_bool_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  company_users?: portfolio_company_user_bool_exp | null | undefined;
  company_users_aggregate?: portfolio_company_user_aggregate_bool_exp | null | undefined;
  contacts?: portfolio_company_contact_bool_exp | null | undefined;
  contacts_aggregate?: portfolio_company_contact_aggregate_bool_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  document?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  indicators?: accounting_indicator_bool_exp | null | undefined;
  indicators_aggregate?: accounting_indicator_aggregate_bool_exp | null | undefined;
  investments?: portfolio_investment_bool_exp | null | undefined;
  investments_aggregate?: portfolio_investment_aggregate_bool_exp | null | undefined;
  invites?: portfolio_invite_bool_exp | null | undefined;
  invites_aggregate?: portfolio_invite_aggregate_bool_exp | null | undefined;
  kpi_responses?: portfolio_kpi_response_bool_exp | null | undefined;
  kpi_responses_aggregate?: portfolio_kpi_response_aggregate_bool_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  name_sort?: String_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  valuation_reports?: portfolio_valuation_report_bool_exp | null | undefined;
  valuation_reports_aggregate?: portfolio_valuation_report_aggregate_bool_exp | null | undefined;
  wallet_companies?: portfolio_wallet_company_bool_exp | null | undefined;
  wallet_companies_aggregate?: portfolio_wallet_company_aggregate_bool_exp | null | undefined;
};
export type portfolio_alert_bool_exp = {
  _and?: ReadonlyArray<portfolio_alert_bool_exp> | null | undefined;
  _not?: portfolio_alert_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_alert_bool_exp> | null | undefined;
  acknowledged_at?: timestamptz_comparison_exp | null | undefined;
  acknowledged_by?: uuid_comparison_exp | null | undefined;
  acknowledger?: users_bool_exp | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  en_message?: String_comparison_exp | null | undefined;
  en_title?: String_comparison_exp | null | undefined;
  figures?: jsonb_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  kind?: String_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  period?: date_comparison_exp | null | undefined;
  pt_br_message?: String_comparison_exp | null | undefined;
  pt_br_title?: String_comparison_exp | null | undefined;
  resolved_at?: timestamptz_comparison_exp | null | undefined;
  resolved_by?: uuid_comparison_exp | null | undefined;
  resolved_by_rule?: Boolean_comparison_exp | null | undefined;
  resolver?: users_bool_exp | null | undefined;
  rule?: portfolio_alert_rule_bool_exp | null | undefined;
  rule_id?: uuid_comparison_exp | null | undefined;
  severity?: portfolio_alert_severity_enum_comparison_exp | null | undefined;
  status?: String_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  wallet?: portfolio_wallet_bool_exp | null | undefined;
  wallet_id?: uuid_comparison_exp | null | undefined;
};
export type timestamptz_comparison_exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: ReadonlyArray<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: ReadonlyArray<string> | null | undefined;
};
export type uuid_comparison_exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: ReadonlyArray<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: ReadonlyArray<string> | null | undefined;
};
export type users_bool_exp = {
  _and?: ReadonlyArray<users_bool_exp> | null | undefined;
  _not?: users_bool_exp | null | undefined;
  _or?: ReadonlyArray<users_bool_exp> | null | undefined;
  avatarUrl?: String_comparison_exp | null | undefined;
  createdAt?: timestamptz_comparison_exp | null | undefined;
  displayName?: String_comparison_exp | null | undefined;
  email?: citext_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  locale?: String_comparison_exp | null | undefined;
  organizationUsers?: portfolio_organization_user_bool_exp | null | undefined;
  organizationUsers_aggregate?: portfolio_organization_user_aggregate_bool_exp | null | undefined;
  securityKeys?: authUserSecurityKeys_bool_exp | null | undefined;
  sort?: portfolio_user_sort_bool_exp | null | undefined;
};
export type String_comparison_exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _ilike?: string | null | undefined;
  _in?: ReadonlyArray<string> | null | undefined;
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nilike?: string | null | undefined;
  _nin?: ReadonlyArray<string> | null | undefined;
  _niregex?: string | null | undefined;
  _nlike?: string | null | undefined;
  _nregex?: string | null | undefined;
  _nsimilar?: string | null | undefined;
  _regex?: string | null | undefined;
  _similar?: string | null | undefined;
};
export type citext_comparison_exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _ilike?: string | null | undefined;
  _in?: ReadonlyArray<string> | null | undefined;
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nilike?: string | null | undefined;
  _nin?: ReadonlyArray<string> | null | undefined;
  _niregex?: string | null | undefined;
  _nlike?: string | null | undefined;
  _nregex?: string | null | undefined;
  _nsimilar?: string | null | undefined;
  _regex?: string | null | undefined;
  _similar?: string | null | undefined;
};
export type portfolio_organization_user_bool_exp = {
  _and?: ReadonlyArray<portfolio_organization_user_bool_exp> | null | undefined;
  _not?: portfolio_organization_user_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_organization_user_bool_exp> | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  role?: portfolio_organization_role_enum_comparison_exp | null | undefined;
  security?: portfolio_organization_member_security_bool_exp | null | undefined;
  user?: users_bool_exp | null | undefined;
  user_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_organization_bool_exp = {
  _and?: ReadonlyArray<portfolio_organization_bool_exp> | null | undefined;
  _not?: portfolio_organization_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_organization_bool_exp> | null | undefined;
  alert_rules?: portfolio_alert_rule_bool_exp | null | undefined;
  alert_rules_aggregate?: portfolio_alert_rule_aggregate_bool_exp | null | undefined;
  alerts?: portfolio_alert_bool_exp | null | undefined;
  alerts_aggregate?: portfolio_alert_aggregate_bool_exp | null | undefined;
  children?: portfolio_organization_bool_exp | null | undefined;
  children_aggregate?: portfolio_organization_aggregate_bool_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  companies?: portfolio_company_bool_exp | null | undefined;
  companies_aggregate?: portfolio_company_aggregate_bool_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  invites?: portfolio_invite_bool_exp | null | undefined;
  invites_aggregate?: portfolio_invite_aggregate_bool_exp | null | undefined;
  kpi_requests?: portfolio_kpi_request_bool_exp | null | undefined;
  kpi_requests_aggregate?: portfolio_kpi_request_aggregate_bool_exp | null | undefined;
  materiality_percent?: numeric_comparison_exp | null | undefined;
  metrics?: accounting_indicator_kind_bool_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  name_sort?: String_comparison_exp | null | undefined;
  organization_users?: portfolio_organization_user_bool_exp | null | undefined;
  organization_users_aggregate?: portfolio_organization_user_aggregate_bool_exp | null | undefined;
  parent?: portfolio_organization_bool_exp | null | undefined;
  parent_id?: uuid_comparison_exp | null | undefined;
  plan?: portfolio_plan_bool_exp | null | undefined;
  plan_id?: uuid_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  wallets?: portfolio_wallet_bool_exp | null | undefined;
  wallets_aggregate?: portfolio_wallet_aggregate_bool_exp | null | undefined;
};
export type portfolio_alert_rule_bool_exp = {
  _and?: ReadonlyArray<portfolio_alert_rule_bool_exp> | null | undefined;
  _not?: portfolio_alert_rule_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_alert_rule_bool_exp> | null | undefined;
  alerts?: portfolio_alert_bool_exp | null | undefined;
  alerts_aggregate?: portfolio_alert_aggregate_bool_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  enabled?: Boolean_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  kind?: String_comparison_exp | null | undefined;
  metric?: accounting_indicator_kind_bool_exp | null | undefined;
  metric_kind?: String_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  rule_kind?: portfolio_alert_rule_kind_bool_exp | null | undefined;
  severity?: portfolio_alert_severity_enum_comparison_exp | null | undefined;
  thresholds?: jsonb_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
};
export type portfolio_alert_aggregate_bool_exp = {
  bool_and?: portfolio_alert_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: portfolio_alert_aggregate_bool_exp_bool_or | null | undefined;
  count?: portfolio_alert_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_alert_aggregate_bool_exp_bool_and = {
  arguments: portfolio_alert_select_column_portfolio_alert_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: portfolio_alert_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type Boolean_comparison_exp = {
  _eq?: boolean | null | undefined;
  _gt?: boolean | null | undefined;
  _gte?: boolean | null | undefined;
  _in?: ReadonlyArray<boolean> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: boolean | null | undefined;
  _lte?: boolean | null | undefined;
  _neq?: boolean | null | undefined;
  _nin?: ReadonlyArray<boolean> | null | undefined;
};
export type portfolio_alert_aggregate_bool_exp_bool_or = {
  arguments: portfolio_alert_select_column_portfolio_alert_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: portfolio_alert_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type portfolio_alert_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_alert_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_alert_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type Int_comparison_exp = {
  _eq?: number | null | undefined;
  _gt?: number | null | undefined;
  _gte?: number | null | undefined;
  _in?: ReadonlyArray<number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: number | null | undefined;
  _lte?: number | null | undefined;
  _neq?: number | null | undefined;
  _nin?: ReadonlyArray<number> | null | undefined;
};
export type accounting_indicator_kind_bool_exp = {
  _and?: ReadonlyArray<accounting_indicator_kind_bool_exp> | null | undefined;
  _not?: accounting_indicator_kind_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_indicator_kind_bool_exp> | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  en_definition?: String_comparison_exp | null | undefined;
  en_name?: String_comparison_exp | null | undefined;
  favourable?: String_comparison_exp | null | undefined;
  indicators?: accounting_indicator_bool_exp | null | undefined;
  indicators_aggregate?: accounting_indicator_aggregate_bool_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  period_rule?: String_comparison_exp | null | undefined;
  position?: Int_comparison_exp | null | undefined;
  pt_br_definition?: String_comparison_exp | null | undefined;
  pt_br_name?: String_comparison_exp | null | undefined;
  request_metrics?: portfolio_kpi_request_metric_bool_exp | null | undefined;
  unit?: String_comparison_exp | null | undefined;
  value?: String_comparison_exp | null | undefined;
};
export type accounting_indicator_bool_exp = {
  _and?: ReadonlyArray<accounting_indicator_bool_exp> | null | undefined;
  _not?: accounting_indicator_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_indicator_bool_exp> | null | undefined;
  approved_at?: timestamptz_comparison_exp | null | undefined;
  approved_by?: uuid_comparison_exp | null | undefined;
  approver?: users_bool_exp | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  indicator_kind?: accounting_indicator_kind_bool_exp | null | undefined;
  kind?: String_comparison_exp | null | undefined;
  kpi_response?: portfolio_kpi_response_bool_exp | null | undefined;
  kpi_response_id?: uuid_comparison_exp | null | undefined;
  months?: smallint_comparison_exp | null | undefined;
  period?: date_comparison_exp | null | undefined;
  source?: String_comparison_exp | null | undefined;
  value?: numeric_comparison_exp | null | undefined;
};
export type portfolio_kpi_response_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_response_bool_exp> | null | undefined;
  _not?: portfolio_kpi_response_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_response_bool_exp> | null | undefined;
  answers?: portfolio_kpi_answer_bool_exp | null | undefined;
  answers_aggregate?: portfolio_kpi_answer_aggregate_bool_exp | null | undefined;
  approved_at?: timestamptz_comparison_exp | null | undefined;
  approved_by?: uuid_comparison_exp | null | undefined;
  approver?: users_bool_exp | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  draft_saved_at?: timestamptz_comparison_exp | null | undefined;
  events?: portfolio_kpi_response_event_bool_exp | null | undefined;
  files?: portfolio_kpi_response_file_bool_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  indicators?: accounting_indicator_bool_exp | null | undefined;
  indicators_aggregate?: accounting_indicator_aggregate_bool_exp | null | undefined;
  last_reminder_at?: timestamptz_comparison_exp | null | undefined;
  mailed_at?: timestamptz_comparison_exp | null | undefined;
  opened_at?: timestamptz_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  reminders?: portfolio_kpi_reminder_bool_exp | null | undefined;
  reminders_sent?: Int_comparison_exp | null | undefined;
  request?: portfolio_kpi_request_bool_exp | null | undefined;
  request_id?: uuid_comparison_exp | null | undefined;
  return_comment?: String_comparison_exp | null | undefined;
  returned_at?: timestamptz_comparison_exp | null | undefined;
  returned_by?: uuid_comparison_exp | null | undefined;
  returner?: users_bool_exp | null | undefined;
  status?: String_comparison_exp | null | undefined;
  submitted_at?: timestamptz_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
};
export type portfolio_kpi_answer_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_answer_bool_exp> | null | undefined;
  _not?: portfolio_kpi_answer_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_answer_bool_exp> | null | undefined;
  kind?: String_comparison_exp | null | undefined;
  metric?: accounting_indicator_kind_bool_exp | null | undefined;
  note?: String_comparison_exp | null | undefined;
  request_id?: uuid_comparison_exp | null | undefined;
  response?: portfolio_kpi_response_bool_exp | null | undefined;
  response_id?: uuid_comparison_exp | null | undefined;
  text_value?: String_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  value?: numeric_comparison_exp | null | undefined;
};
export type numeric_comparison_exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: ReadonlyArray<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: ReadonlyArray<string> | null | undefined;
};
export type portfolio_kpi_answer_aggregate_bool_exp = {
  count?: portfolio_kpi_answer_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_kpi_answer_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_kpi_answer_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_kpi_answer_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_kpi_response_event_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_response_event_bool_exp> | null | undefined;
  _not?: portfolio_kpi_response_event_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_response_event_bool_exp> | null | undefined;
  actor?: users_bool_exp | null | undefined;
  actor_user_id?: uuid_comparison_exp | null | undefined;
  comment?: String_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  kind?: String_comparison_exp | null | undefined;
  response?: portfolio_kpi_response_bool_exp | null | undefined;
  response_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_kpi_response_file_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_response_file_bool_exp> | null | undefined;
  _not?: portfolio_kpi_response_file_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_response_file_bool_exp> | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  file?: files_bool_exp | null | undefined;
  file_id?: uuid_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  response?: portfolio_kpi_response_bool_exp | null | undefined;
  response_id?: uuid_comparison_exp | null | undefined;
};
export type files_bool_exp = {
  _and?: ReadonlyArray<files_bool_exp> | null | undefined;
  _not?: files_bool_exp | null | undefined;
  _or?: ReadonlyArray<files_bool_exp> | null | undefined;
  bucket?: buckets_bool_exp | null | undefined;
  bucketId?: String_comparison_exp | null | undefined;
  companyFiles?: portfolio_company_file_bool_exp | null | undefined;
  companyFiles_aggregate?: portfolio_company_file_aggregate_bool_exp | null | undefined;
  createdAt?: timestamptz_comparison_exp | null | undefined;
  etag?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  isUploaded?: Boolean_comparison_exp | null | undefined;
  kpiResponseFiles?: portfolio_kpi_response_file_bool_exp | null | undefined;
  metadata?: jsonb_comparison_exp | null | undefined;
  mimeType?: String_comparison_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  size?: Int_comparison_exp | null | undefined;
  sort?: portfolio_file_sort_bool_exp | null | undefined;
  updatedAt?: timestamptz_comparison_exp | null | undefined;
  uploadedByUserId?: uuid_comparison_exp | null | undefined;
};
export type buckets_bool_exp = {
  _and?: ReadonlyArray<buckets_bool_exp> | null | undefined;
  _not?: buckets_bool_exp | null | undefined;
  _or?: ReadonlyArray<buckets_bool_exp> | null | undefined;
  files?: files_bool_exp | null | undefined;
  files_aggregate?: files_aggregate_bool_exp | null | undefined;
  id?: String_comparison_exp | null | undefined;
  maxUploadFileSize?: Int_comparison_exp | null | undefined;
  minUploadFileSize?: Int_comparison_exp | null | undefined;
};
export type files_aggregate_bool_exp = {
  bool_and?: files_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: files_aggregate_bool_exp_bool_or | null | undefined;
  count?: files_aggregate_bool_exp_count | null | undefined;
};
export type files_aggregate_bool_exp_bool_and = {
  arguments: files_select_column_files_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: files_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type files_aggregate_bool_exp_bool_or = {
  arguments: files_select_column_files_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: files_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type files_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<files_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: files_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_company_file_bool_exp = {
  _and?: ReadonlyArray<portfolio_company_file_bool_exp> | null | undefined;
  _not?: portfolio_company_file_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_company_file_bool_exp> | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  file?: files_bool_exp | null | undefined;
  file_id?: uuid_comparison_exp | null | undefined;
  folder?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_company_file_aggregate_bool_exp = {
  count?: portfolio_company_file_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_company_file_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_company_file_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_company_file_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type jsonb_comparison_exp = {
  _cast?: jsonb_cast_exp | null | undefined;
  _contained_in?: unknown | null | undefined;
  _contains?: unknown | null | undefined;
  _eq?: unknown | null | undefined;
  _gt?: unknown | null | undefined;
  _gte?: unknown | null | undefined;
  _has_key?: string | null | undefined;
  _has_keys_all?: ReadonlyArray<string> | null | undefined;
  _has_keys_any?: ReadonlyArray<string> | null | undefined;
  _in?: ReadonlyArray<unknown> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: unknown | null | undefined;
  _lte?: unknown | null | undefined;
  _neq?: unknown | null | undefined;
  _nin?: ReadonlyArray<unknown> | null | undefined;
};
export type jsonb_cast_exp = {
  String?: String_comparison_exp | null | undefined;
};
export type portfolio_file_sort_bool_exp = {
  _and?: ReadonlyArray<portfolio_file_sort_bool_exp> | null | undefined;
  _not?: portfolio_file_sort_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_file_sort_bool_exp> | null | undefined;
  file?: files_bool_exp | null | undefined;
  file_id?: uuid_comparison_exp | null | undefined;
  name_sort?: String_comparison_exp | null | undefined;
};
export type accounting_indicator_aggregate_bool_exp = {
  count?: accounting_indicator_aggregate_bool_exp_count | null | undefined;
};
export type accounting_indicator_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_indicator_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_indicator_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_kpi_reminder_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_reminder_bool_exp> | null | undefined;
  _not?: portfolio_kpi_reminder_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_reminder_bool_exp> | null | undefined;
  offset_days?: Int_comparison_exp | null | undefined;
  response?: portfolio_kpi_response_bool_exp | null | undefined;
  response_id?: uuid_comparison_exp | null | undefined;
  sent_at?: timestamptz_comparison_exp | null | undefined;
};
export type portfolio_kpi_request_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_request_bool_exp> | null | undefined;
  _not?: portfolio_kpi_request_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_request_bool_exp> | null | undefined;
  cancelled_at?: timestamptz_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  due_date?: date_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  message?: String_comparison_exp | null | undefined;
  metrics?: portfolio_kpi_request_metric_bool_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  period_end?: date_comparison_exp | null | undefined;
  period_start?: date_comparison_exp | null | undefined;
  recurrence?: String_comparison_exp | null | undefined;
  reminder_days?: jsonb_comparison_exp | null | undefined;
  repeats?: portfolio_kpi_request_bool_exp | null | undefined;
  repeats_request_id?: uuid_comparison_exp | null | undefined;
  responses?: portfolio_kpi_response_bool_exp | null | undefined;
  responses_aggregate?: portfolio_kpi_response_aggregate_bool_exp | null | undefined;
  send_on?: date_comparison_exp | null | undefined;
  title?: String_comparison_exp | null | undefined;
};
export type date_comparison_exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: ReadonlyArray<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: ReadonlyArray<string> | null | undefined;
};
export type portfolio_kpi_request_metric_bool_exp = {
  _and?: ReadonlyArray<portfolio_kpi_request_metric_bool_exp> | null | undefined;
  _not?: portfolio_kpi_request_metric_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_kpi_request_metric_bool_exp> | null | undefined;
  kind?: String_comparison_exp | null | undefined;
  metric?: accounting_indicator_kind_bool_exp | null | undefined;
  position?: Int_comparison_exp | null | undefined;
  request?: portfolio_kpi_request_bool_exp | null | undefined;
  request_id?: uuid_comparison_exp | null | undefined;
  required?: Boolean_comparison_exp | null | undefined;
};
export type portfolio_kpi_response_aggregate_bool_exp = {
  count?: portfolio_kpi_response_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_kpi_response_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_kpi_response_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_kpi_response_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type smallint_comparison_exp = {
  _eq?: number | null | undefined;
  _gt?: number | null | undefined;
  _gte?: number | null | undefined;
  _in?: ReadonlyArray<number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: number | null | undefined;
  _lte?: number | null | undefined;
  _neq?: number | null | undefined;
  _nin?: ReadonlyArray<number> | null | undefined;
};
export type portfolio_alert_rule_kind_bool_exp = {
  _and?: ReadonlyArray<portfolio_alert_rule_kind_bool_exp> | null | undefined;
  _not?: portfolio_alert_rule_kind_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_alert_rule_kind_bool_exp> | null | undefined;
  comment?: String_comparison_exp | null | undefined;
  threshold_key?: String_comparison_exp | null | undefined;
  value?: String_comparison_exp | null | undefined;
};
export type portfolio_alert_severity_enum_comparison_exp = {
  _eq?: portfolio_alert_severity_enum | null | undefined;
  _in?: ReadonlyArray<portfolio_alert_severity_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: portfolio_alert_severity_enum | null | undefined;
  _nin?: ReadonlyArray<portfolio_alert_severity_enum> | null | undefined;
};
export type portfolio_alert_rule_aggregate_bool_exp = {
  bool_and?: portfolio_alert_rule_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: portfolio_alert_rule_aggregate_bool_exp_bool_or | null | undefined;
  count?: portfolio_alert_rule_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_alert_rule_aggregate_bool_exp_bool_and = {
  arguments: portfolio_alert_rule_select_column_portfolio_alert_rule_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: portfolio_alert_rule_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type portfolio_alert_rule_aggregate_bool_exp_bool_or = {
  arguments: portfolio_alert_rule_select_column_portfolio_alert_rule_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: portfolio_alert_rule_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type portfolio_alert_rule_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_alert_rule_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_alert_rule_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_organization_aggregate_bool_exp = {
  count?: portfolio_organization_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_organization_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_organization_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_organization_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_client_bool_exp = {
  _and?: ReadonlyArray<portfolio_client_bool_exp> | null | undefined;
  _not?: portfolio_client_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_client_bool_exp> | null | undefined;
  accounts?: accounting_account_bool_exp | null | undefined;
  accounts_aggregate?: accounting_account_aggregate_bool_exp | null | undefined;
  active?: Boolean_comparison_exp | null | undefined;
  budget_versions?: accounting_budget_version_bool_exp | null | undefined;
  budget_versions_aggregate?: accounting_budget_version_aggregate_bool_exp | null | undefined;
  client_accounts?: accounting_client_account_bool_exp | null | undefined;
  client_accounts_aggregate?: accounting_client_account_aggregate_bool_exp | null | undefined;
  companies?: portfolio_company_bool_exp | null | undefined;
  companies_aggregate?: portfolio_company_aggregate_bool_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  document?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  import_batches?: accounting_import_batch_bool_exp | null | undefined;
  import_batches_aggregate?: accounting_import_batch_aggregate_bool_exp | null | undefined;
  last_data_imported_at?: timestamptz_comparison_exp | null | undefined;
  metadata?: jsonb_comparison_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  organizations?: portfolio_organization_bool_exp | null | undefined;
  organizations_aggregate?: portfolio_organization_aggregate_bool_exp | null | undefined;
  segment?: portfolio_segment_bool_exp | null | undefined;
  segment_id?: uuid_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
};
export type accounting_account_bool_exp = {
  _and?: ReadonlyArray<accounting_account_bool_exp> | null | undefined;
  _not?: accounting_account_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_account_bool_exp> | null | undefined;
  budgets?: accounting_budget_bool_exp | null | undefined;
  budgets_aggregate?: accounting_budget_aggregate_bool_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_account?: String_comparison_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  entries?: accounting_entry_bool_exp | null | undefined;
  entries_aggregate?: accounting_entry_aggregate_bool_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  mappings?: accounting_account_mapping_bool_exp | null | undefined;
  mappings_aggregate?: accounting_account_mapping_aggregate_bool_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  number?: String_comparison_exp | null | undefined;
  section?: accounting_cash_flow_section_enum_comparison_exp | null | undefined;
  type?: accounting_account_type_enum_comparison_exp | null | undefined;
};
export type accounting_budget_bool_exp = {
  _and?: ReadonlyArray<accounting_budget_bool_exp> | null | undefined;
  _not?: accounting_budget_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_budget_bool_exp> | null | undefined;
  account?: accounting_account_bool_exp | null | undefined;
  account_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  month?: date_comparison_exp | null | undefined;
  value?: numeric_comparison_exp | null | undefined;
  version?: accounting_budget_version_bool_exp | null | undefined;
  version_id?: uuid_comparison_exp | null | undefined;
};
export type accounting_budget_version_bool_exp = {
  _and?: ReadonlyArray<accounting_budget_version_bool_exp> | null | undefined;
  _not?: accounting_budget_version_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_budget_version_bool_exp> | null | undefined;
  budgets?: accounting_budget_bool_exp | null | undefined;
  budgets_aggregate?: accounting_budget_aggregate_bool_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  is_plan_of_record?: Boolean_comparison_exp | null | undefined;
  kind?: accounting_budget_kind_enum_comparison_exp | null | undefined;
  lines?: accounting_budget_line_bool_exp | null | undefined;
  lines_aggregate?: accounting_budget_line_aggregate_bool_exp | null | undefined;
  locked?: Boolean_comparison_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  name_sort?: String_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
};
export type accounting_budget_aggregate_bool_exp = {
  count?: accounting_budget_aggregate_bool_exp_count | null | undefined;
};
export type accounting_budget_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_budget_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_budget_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_budget_kind_enum_comparison_exp = {
  _eq?: accounting_budget_kind_enum | null | undefined;
  _in?: ReadonlyArray<accounting_budget_kind_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_budget_kind_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_budget_kind_enum> | null | undefined;
};
export type accounting_budget_line_bool_exp = {
  _and?: ReadonlyArray<accounting_budget_line_bool_exp> | null | undefined;
  _not?: accounting_budget_line_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_budget_line_bool_exp> | null | undefined;
  amount?: numeric_comparison_exp | null | undefined;
  batch?: accounting_import_batch_bool_exp | null | undefined;
  batch_id?: uuid_comparison_exp | null | undefined;
  client_account?: accounting_client_account_bool_exp | null | undefined;
  client_account_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  month?: date_comparison_exp | null | undefined;
  source_line?: Int_comparison_exp | null | undefined;
  version?: accounting_budget_version_bool_exp | null | undefined;
  version_id?: uuid_comparison_exp | null | undefined;
};
export type accounting_import_batch_bool_exp = {
  _and?: ReadonlyArray<accounting_import_batch_bool_exp> | null | undefined;
  _not?: accounting_import_batch_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_import_batch_bool_exp> | null | undefined;
  balances?: accounting_balance_bool_exp | null | undefined;
  balances_aggregate?: accounting_balance_aggregate_bool_exp | null | undefined;
  budget_lines?: accounting_budget_line_bool_exp | null | undefined;
  budget_lines_aggregate?: accounting_budget_line_aggregate_bool_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  duplicate_of?: accounting_import_batch_bool_exp | null | undefined;
  duplicate_of_batch_id?: uuid_comparison_exp | null | undefined;
  file_id?: uuid_comparison_exp | null | undefined;
  file_name?: String_comparison_exp | null | undefined;
  file_sha256?: String_comparison_exp | null | undefined;
  finished_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  period_end?: date_comparison_exp | null | undefined;
  period_start?: date_comparison_exp | null | undefined;
  problems?: jsonb_comparison_exp | null | undefined;
  published_statement_lines?: accounting_published_statement_line_bool_exp | null | undefined;
  published_statement_lines_aggregate?: accounting_published_statement_line_aggregate_bool_exp | null | undefined;
  replaces?: accounting_import_batch_bool_exp | null | undefined;
  replaces_batch_id?: uuid_comparison_exp | null | undefined;
  rows_processed?: Int_comparison_exp | null | undefined;
  rows_refused?: Int_comparison_exp | null | undefined;
  rows_skipped?: Int_comparison_exp | null | undefined;
  rows_total?: Int_comparison_exp | null | undefined;
  rows_written?: Int_comparison_exp | null | undefined;
  source?: accounting_import_source_enum_comparison_exp | null | undefined;
  status?: accounting_import_status_enum_comparison_exp | null | undefined;
  summary?: jsonb_comparison_exp | null | undefined;
  transactions?: accounting_transaction_bool_exp | null | undefined;
  transactions_aggregate?: accounting_transaction_aggregate_bool_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
};
export type accounting_balance_bool_exp = {
  _and?: ReadonlyArray<accounting_balance_bool_exp> | null | undefined;
  _not?: accounting_balance_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_balance_bool_exp> | null | undefined;
  as_of?: date_comparison_exp | null | undefined;
  batch?: accounting_import_batch_bool_exp | null | undefined;
  batch_id?: uuid_comparison_exp | null | undefined;
  client_account?: accounting_client_account_bool_exp | null | undefined;
  client_account_id?: uuid_comparison_exp | null | undefined;
  closing?: numeric_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  credits?: numeric_comparison_exp | null | undefined;
  debits?: numeric_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  month?: date_comparison_exp | null | undefined;
  opening?: numeric_comparison_exp | null | undefined;
  source_line?: Int_comparison_exp | null | undefined;
};
export type accounting_client_account_bool_exp = {
  _and?: ReadonlyArray<accounting_client_account_bool_exp> | null | undefined;
  _not?: accounting_client_account_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_client_account_bool_exp> | null | undefined;
  aggregation_code?: String_comparison_exp | null | undefined;
  analytic?: Boolean_comparison_exp | null | undefined;
  balances?: accounting_balance_bool_exp | null | undefined;
  balances_aggregate?: accounting_balance_aggregate_bool_exp | null | undefined;
  batch_id?: uuid_comparison_exp | null | undefined;
  budget_lines?: accounting_budget_line_bool_exp | null | undefined;
  budget_lines_aggregate?: accounting_budget_line_aggregate_bool_exp | null | undefined;
  children?: accounting_client_account_bool_exp | null | undefined;
  children_aggregate?: accounting_client_account_aggregate_bool_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  code?: String_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  is_cash?: Boolean_comparison_exp | null | undefined;
  level?: Int_comparison_exp | null | undefined;
  mappings?: accounting_account_mapping_bool_exp | null | undefined;
  mappings_aggregate?: accounting_account_mapping_aggregate_bool_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  nature?: accounting_account_nature_enum_comparison_exp | null | undefined;
  parent?: accounting_client_account_bool_exp | null | undefined;
  parent_id?: uuid_comparison_exp | null | undefined;
  referential_code?: String_comparison_exp | null | undefined;
  transactions?: accounting_transaction_bool_exp | null | undefined;
  transactions_aggregate?: accounting_transaction_aggregate_bool_exp | null | undefined;
  unmapped?: accounting_unmapped_activity_bool_exp | null | undefined;
  unmapped_aggregate?: accounting_unmapped_activity_aggregate_bool_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
};
export type accounting_balance_aggregate_bool_exp = {
  count?: accounting_balance_aggregate_bool_exp_count | null | undefined;
};
export type accounting_balance_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_balance_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_balance_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_budget_line_aggregate_bool_exp = {
  count?: accounting_budget_line_aggregate_bool_exp_count | null | undefined;
};
export type accounting_budget_line_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_budget_line_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_budget_line_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_client_account_aggregate_bool_exp = {
  bool_and?: accounting_client_account_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: accounting_client_account_aggregate_bool_exp_bool_or | null | undefined;
  count?: accounting_client_account_aggregate_bool_exp_count | null | undefined;
};
export type accounting_client_account_aggregate_bool_exp_bool_and = {
  arguments: accounting_client_account_select_column_accounting_client_account_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: accounting_client_account_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type accounting_client_account_aggregate_bool_exp_bool_or = {
  arguments: accounting_client_account_select_column_accounting_client_account_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: accounting_client_account_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type accounting_client_account_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_client_account_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_client_account_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_account_mapping_bool_exp = {
  _and?: ReadonlyArray<accounting_account_mapping_bool_exp> | null | undefined;
  _not?: accounting_account_mapping_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_account_mapping_bool_exp> | null | undefined;
  account?: accounting_account_bool_exp | null | undefined;
  account_id?: uuid_comparison_exp | null | undefined;
  client_account?: accounting_client_account_bool_exp | null | undefined;
  client_account_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  valid_from?: date_comparison_exp | null | undefined;
};
export type accounting_account_mapping_aggregate_bool_exp = {
  count?: accounting_account_mapping_aggregate_bool_exp_count | null | undefined;
};
export type accounting_account_mapping_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_account_mapping_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_account_mapping_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_account_nature_enum_comparison_exp = {
  _eq?: accounting_account_nature_enum | null | undefined;
  _in?: ReadonlyArray<accounting_account_nature_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_account_nature_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_account_nature_enum> | null | undefined;
};
export type accounting_transaction_bool_exp = {
  _and?: ReadonlyArray<accounting_transaction_bool_exp> | null | undefined;
  _not?: accounting_transaction_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_transaction_bool_exp> | null | undefined;
  account?: accounting_account_bool_exp | null | undefined;
  account_id?: uuid_comparison_exp | null | undefined;
  amount?: numeric_comparison_exp | null | undefined;
  batch?: accounting_import_batch_bool_exp | null | undefined;
  batch_id?: uuid_comparison_exp | null | undefined;
  cash_effect?: numeric_comparison_exp | null | undefined;
  client_account?: accounting_client_account_bool_exp | null | undefined;
  client_account_id?: uuid_comparison_exp | null | undefined;
  counterparty?: String_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  description?: String_comparison_exp | null | undefined;
  document?: String_comparison_exp | null | undefined;
  fitid?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  is_closing?: Boolean_comparison_exp | null | undefined;
  is_total?: Boolean_comparison_exp | null | undefined;
  occurred_on?: date_comparison_exp | null | undefined;
  source_line?: Int_comparison_exp | null | undefined;
  source_ref?: String_comparison_exp | null | undefined;
  transfer_id?: uuid_comparison_exp | null | undefined;
};
export type accounting_transaction_aggregate_bool_exp = {
  bool_and?: accounting_transaction_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: accounting_transaction_aggregate_bool_exp_bool_or | null | undefined;
  count?: accounting_transaction_aggregate_bool_exp_count | null | undefined;
};
export type accounting_transaction_aggregate_bool_exp_bool_and = {
  arguments: accounting_transaction_select_column_accounting_transaction_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: accounting_transaction_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type accounting_transaction_aggregate_bool_exp_bool_or = {
  arguments: accounting_transaction_select_column_accounting_transaction_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: accounting_transaction_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type accounting_transaction_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_transaction_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_transaction_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_unmapped_activity_bool_exp = {
  _and?: ReadonlyArray<accounting_unmapped_activity_bool_exp> | null | undefined;
  _not?: accounting_unmapped_activity_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_unmapped_activity_bool_exp> | null | undefined;
  cash_effect?: numeric_comparison_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_account?: accounting_client_account_bool_exp | null | undefined;
  client_account_id?: uuid_comparison_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  month?: date_comparison_exp | null | undefined;
  transactions?: Int_comparison_exp | null | undefined;
};
export type accounting_unmapped_activity_aggregate_bool_exp = {
  count?: accounting_unmapped_activity_aggregate_bool_exp_count | null | undefined;
};
export type accounting_unmapped_activity_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_unmapped_activity_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_unmapped_activity_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_published_statement_line_bool_exp = {
  _and?: ReadonlyArray<accounting_published_statement_line_bool_exp> | null | undefined;
  _not?: accounting_published_statement_line_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_published_statement_line_bool_exp> | null | undefined;
  batch?: accounting_import_batch_bool_exp | null | undefined;
  batch_id?: uuid_comparison_exp | null | undefined;
  client?: portfolio_client_bool_exp | null | undefined;
  client_id?: uuid_comparison_exp | null | undefined;
  closing?: numeric_comparison_exp | null | undefined;
  code?: String_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  description?: String_comparison_exp | null | undefined;
  grp?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  level?: Int_comparison_exp | null | undefined;
  line_kind?: String_comparison_exp | null | undefined;
  opening?: numeric_comparison_exp | null | undefined;
  parent_code?: String_comparison_exp | null | undefined;
  period_end?: date_comparison_exp | null | undefined;
  period_start?: date_comparison_exp | null | undefined;
  position?: Int_comparison_exp | null | undefined;
  source_line?: Int_comparison_exp | null | undefined;
  statement?: accounting_statement_kind_enum_comparison_exp | null | undefined;
};
export type accounting_statement_kind_enum_comparison_exp = {
  _eq?: accounting_statement_kind_enum | null | undefined;
  _in?: ReadonlyArray<accounting_statement_kind_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_statement_kind_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_statement_kind_enum> | null | undefined;
};
export type accounting_published_statement_line_aggregate_bool_exp = {
  count?: accounting_published_statement_line_aggregate_bool_exp_count | null | undefined;
};
export type accounting_published_statement_line_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_published_statement_line_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_published_statement_line_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_import_source_enum_comparison_exp = {
  _eq?: accounting_import_source_enum | null | undefined;
  _in?: ReadonlyArray<accounting_import_source_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_import_source_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_import_source_enum> | null | undefined;
};
export type accounting_import_status_enum_comparison_exp = {
  _eq?: accounting_import_status_enum | null | undefined;
  _in?: ReadonlyArray<accounting_import_status_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_import_status_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_import_status_enum> | null | undefined;
};
export type accounting_entry_bool_exp = {
  _and?: ReadonlyArray<accounting_entry_bool_exp> | null | undefined;
  _not?: accounting_entry_bool_exp | null | undefined;
  _or?: ReadonlyArray<accounting_entry_bool_exp> | null | undefined;
  account?: accounting_account_bool_exp | null | undefined;
  account_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  month?: date_comparison_exp | null | undefined;
  value?: numeric_comparison_exp | null | undefined;
};
export type accounting_entry_aggregate_bool_exp = {
  count?: accounting_entry_aggregate_bool_exp_count | null | undefined;
};
export type accounting_entry_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_entry_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_entry_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_cash_flow_section_enum_comparison_exp = {
  _eq?: accounting_cash_flow_section_enum | null | undefined;
  _in?: ReadonlyArray<accounting_cash_flow_section_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_cash_flow_section_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_cash_flow_section_enum> | null | undefined;
};
export type accounting_account_type_enum_comparison_exp = {
  _eq?: accounting_account_type_enum | null | undefined;
  _in?: ReadonlyArray<accounting_account_type_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: accounting_account_type_enum | null | undefined;
  _nin?: ReadonlyArray<accounting_account_type_enum> | null | undefined;
};
export type accounting_account_aggregate_bool_exp = {
  count?: accounting_account_aggregate_bool_exp_count | null | undefined;
};
export type accounting_account_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_account_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_account_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_budget_version_aggregate_bool_exp = {
  bool_and?: accounting_budget_version_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: accounting_budget_version_aggregate_bool_exp_bool_or | null | undefined;
  count?: accounting_budget_version_aggregate_bool_exp_count | null | undefined;
};
export type accounting_budget_version_aggregate_bool_exp_bool_and = {
  arguments: accounting_budget_version_select_column_accounting_budget_version_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: accounting_budget_version_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type accounting_budget_version_aggregate_bool_exp_bool_or = {
  arguments: accounting_budget_version_select_column_accounting_budget_version_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: accounting_budget_version_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type accounting_budget_version_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_budget_version_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_budget_version_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_company_aggregate_bool_exp = {
  count?: portfolio_company_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_company_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_company_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_company_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type accounting_import_batch_aggregate_bool_exp = {
  count?: accounting_import_batch_aggregate_bool_exp_count | null | undefined;
};
export type accounting_import_batch_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<accounting_import_batch_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: accounting_import_batch_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_segment_bool_exp = {
  _and?: ReadonlyArray<portfolio_segment_bool_exp> | null | undefined;
  _not?: portfolio_segment_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_segment_bool_exp> | null | undefined;
  clients?: portfolio_client_bool_exp | null | undefined;
  clients_aggregate?: portfolio_client_aggregate_bool_exp | null | undefined;
  en_name?: String_comparison_exp | null | undefined;
  en_name_sort?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  pt_br_name?: String_comparison_exp | null | undefined;
  pt_br_name_sort?: String_comparison_exp | null | undefined;
  wallets?: portfolio_wallet_bool_exp | null | undefined;
  wallets_aggregate?: portfolio_wallet_aggregate_bool_exp | null | undefined;
};
export type portfolio_client_aggregate_bool_exp = {
  bool_and?: portfolio_client_aggregate_bool_exp_bool_and | null | undefined;
  bool_or?: portfolio_client_aggregate_bool_exp_bool_or | null | undefined;
  count?: portfolio_client_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_client_aggregate_bool_exp_bool_and = {
  arguments: portfolio_client_select_column_portfolio_client_aggregate_bool_exp_bool_and_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: portfolio_client_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type portfolio_client_aggregate_bool_exp_bool_or = {
  arguments: portfolio_client_select_column_portfolio_client_aggregate_bool_exp_bool_or_arguments_columns;
  distinct?: boolean | null | undefined;
  filter?: portfolio_client_bool_exp | null | undefined;
  predicate: Boolean_comparison_exp;
};
export type portfolio_client_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_client_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_client_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_wallet_bool_exp = {
  _and?: ReadonlyArray<portfolio_wallet_bool_exp> | null | undefined;
  _not?: portfolio_wallet_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_wallet_bool_exp> | null | undefined;
  alerts?: portfolio_wallet_alert_bool_exp | null | undefined;
  alerts_aggregate?: portfolio_wallet_alert_aggregate_bool_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  en_group_name?: String_comparison_exp | null | undefined;
  en_group_name_sort?: String_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  investments?: portfolio_investment_bool_exp | null | undefined;
  investments_aggregate?: portfolio_investment_aggregate_bool_exp | null | undefined;
  invites?: portfolio_invite_bool_exp | null | undefined;
  invites_aggregate?: portfolio_invite_aggregate_bool_exp | null | undefined;
  name?: citext_comparison_exp | null | undefined;
  name_sort?: String_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  pt_br_group_name?: String_comparison_exp | null | undefined;
  pt_br_group_name_sort?: String_comparison_exp | null | undefined;
  segment?: portfolio_segment_bool_exp | null | undefined;
  segment_id?: uuid_comparison_exp | null | undefined;
  tax_id?: String_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  wallet_companies?: portfolio_wallet_company_bool_exp | null | undefined;
  wallet_companies_aggregate?: portfolio_wallet_company_aggregate_bool_exp | null | undefined;
  wallet_users?: portfolio_wallet_user_bool_exp | null | undefined;
  wallet_users_aggregate?: portfolio_wallet_user_aggregate_bool_exp | null | undefined;
};
export type portfolio_wallet_alert_bool_exp = {
  _and?: ReadonlyArray<portfolio_wallet_alert_bool_exp> | null | undefined;
  _not?: portfolio_wallet_alert_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_wallet_alert_bool_exp> | null | undefined;
  alert?: portfolio_alert_bool_exp | null | undefined;
  alert_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  resolved_at?: timestamptz_comparison_exp | null | undefined;
  severity?: String_comparison_exp | null | undefined;
  status?: String_comparison_exp | null | undefined;
  wallet?: portfolio_wallet_bool_exp | null | undefined;
  wallet_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_wallet_alert_aggregate_bool_exp = {
  count?: portfolio_wallet_alert_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_wallet_alert_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_wallet_alert_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_wallet_alert_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_investment_bool_exp = {
  _and?: ReadonlyArray<portfolio_investment_bool_exp> | null | undefined;
  _not?: portfolio_investment_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_investment_bool_exp> | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  currency?: portfolio_currency_enum_comparison_exp | null | undefined;
  gross_amount?: numeric_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  investment_date?: date_comparison_exp | null | undefined;
  net_amount?: numeric_comparison_exp | null | undefined;
  share_percentage?: numeric_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  wallet?: portfolio_wallet_bool_exp | null | undefined;
  wallet_company?: portfolio_wallet_company_bool_exp | null | undefined;
  wallet_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_currency_enum_comparison_exp = {
  _eq?: portfolio_currency_enum | null | undefined;
  _in?: ReadonlyArray<portfolio_currency_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: portfolio_currency_enum | null | undefined;
  _nin?: ReadonlyArray<portfolio_currency_enum> | null | undefined;
};
export type portfolio_wallet_company_bool_exp = {
  _and?: ReadonlyArray<portfolio_wallet_company_bool_exp> | null | undefined;
  _not?: portfolio_wallet_company_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_wallet_company_bool_exp> | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  investments?: portfolio_investment_bool_exp | null | undefined;
  investments_aggregate?: portfolio_investment_aggregate_bool_exp | null | undefined;
  wallet?: portfolio_wallet_bool_exp | null | undefined;
  wallet_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_investment_aggregate_bool_exp = {
  count?: portfolio_investment_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_investment_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_investment_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_investment_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_invite_bool_exp = {
  _and?: ReadonlyArray<portfolio_invite_bool_exp> | null | undefined;
  _not?: portfolio_invite_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_invite_bool_exp> | null | undefined;
  accepted_by?: uuid_comparison_exp | null | undefined;
  acceptor?: users_bool_exp | null | undefined;
  answered_at?: timestamptz_comparison_exp | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  company_name?: String_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  email?: citext_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  invited_by?: uuid_comparison_exp | null | undefined;
  invitee?: users_bool_exp | null | undefined;
  inviter?: users_bool_exp | null | undefined;
  inviter_name?: String_comparison_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  name_sort?: String_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  organization_name?: String_comparison_exp | null | undefined;
  role?: portfolio_organization_role_enum_comparison_exp | null | undefined;
  status?: portfolio_invite_status_enum_comparison_exp | null | undefined;
  wallet?: portfolio_wallet_bool_exp | null | undefined;
  wallet_id?: uuid_comparison_exp | null | undefined;
  wallet_name?: String_comparison_exp | null | undefined;
};
export type portfolio_organization_role_enum_comparison_exp = {
  _eq?: portfolio_organization_role_enum | null | undefined;
  _in?: ReadonlyArray<portfolio_organization_role_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: portfolio_organization_role_enum | null | undefined;
  _nin?: ReadonlyArray<portfolio_organization_role_enum> | null | undefined;
};
export type portfolio_invite_status_enum_comparison_exp = {
  _eq?: portfolio_invite_status_enum | null | undefined;
  _in?: ReadonlyArray<portfolio_invite_status_enum> | null | undefined;
  _is_null?: boolean | null | undefined;
  _neq?: portfolio_invite_status_enum | null | undefined;
  _nin?: ReadonlyArray<portfolio_invite_status_enum> | null | undefined;
};
export type portfolio_invite_aggregate_bool_exp = {
  count?: portfolio_invite_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_invite_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_invite_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_invite_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_wallet_company_aggregate_bool_exp = {
  count?: portfolio_wallet_company_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_wallet_company_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_wallet_company_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_wallet_company_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_wallet_user_bool_exp = {
  _and?: ReadonlyArray<portfolio_wallet_user_bool_exp> | null | undefined;
  _not?: portfolio_wallet_user_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_wallet_user_bool_exp> | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  user?: users_bool_exp | null | undefined;
  user_id?: uuid_comparison_exp | null | undefined;
  wallet?: portfolio_wallet_bool_exp | null | undefined;
  wallet_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_wallet_user_aggregate_bool_exp = {
  count?: portfolio_wallet_user_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_wallet_user_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_wallet_user_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_wallet_user_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_wallet_aggregate_bool_exp = {
  count?: portfolio_wallet_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_wallet_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_wallet_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_wallet_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_kpi_request_aggregate_bool_exp = {
  count?: portfolio_kpi_request_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_kpi_request_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_kpi_request_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_kpi_request_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_organization_user_aggregate_bool_exp = {
  count?: portfolio_organization_user_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_organization_user_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_organization_user_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_organization_user_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_plan_bool_exp = {
  _and?: ReadonlyArray<portfolio_plan_bool_exp> | null | undefined;
  _not?: portfolio_plan_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_plan_bool_exp> | null | undefined;
  configuration?: jsonb_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  name?: String_comparison_exp | null | undefined;
  organizations?: portfolio_organization_bool_exp | null | undefined;
  organizations_aggregate?: portfolio_organization_aggregate_bool_exp | null | undefined;
};
export type portfolio_organization_member_security_bool_exp = {
  _and?: ReadonlyArray<portfolio_organization_member_security_bool_exp> | null | undefined;
  _not?: portfolio_organization_member_security_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_organization_member_security_bool_exp> | null | undefined;
  membership_id?: uuid_comparison_exp | null | undefined;
  organization?: portfolio_organization_bool_exp | null | undefined;
  organization_id?: uuid_comparison_exp | null | undefined;
  totp_enabled?: Boolean_comparison_exp | null | undefined;
  user_id?: uuid_comparison_exp | null | undefined;
};
export type authUserSecurityKeys_bool_exp = {
  _and?: ReadonlyArray<authUserSecurityKeys_bool_exp> | null | undefined;
  _not?: authUserSecurityKeys_bool_exp | null | undefined;
  _or?: ReadonlyArray<authUserSecurityKeys_bool_exp> | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  nickname?: String_comparison_exp | null | undefined;
  transports?: String_comparison_exp | null | undefined;
  user?: users_bool_exp | null | undefined;
  userId?: uuid_comparison_exp | null | undefined;
};
export type portfolio_user_sort_bool_exp = {
  _and?: ReadonlyArray<portfolio_user_sort_bool_exp> | null | undefined;
  _not?: portfolio_user_sort_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_user_sort_bool_exp> | null | undefined;
  display_name_sort?: String_comparison_exp | null | undefined;
  user?: users_bool_exp | null | undefined;
  user_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_company_user_bool_exp = {
  _and?: ReadonlyArray<portfolio_company_user_bool_exp> | null | undefined;
  _not?: portfolio_company_user_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_company_user_bool_exp> | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  user?: users_bool_exp | null | undefined;
  user_id?: uuid_comparison_exp | null | undefined;
};
export type portfolio_company_user_aggregate_bool_exp = {
  count?: portfolio_company_user_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_company_user_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_company_user_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_company_user_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_company_contact_aggregate_bool_exp = {
  count?: portfolio_company_contact_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_company_contact_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_company_contact_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_company_contact_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_valuation_report_bool_exp = {
  _and?: ReadonlyArray<portfolio_valuation_report_bool_exp> | null | undefined;
  _not?: portfolio_valuation_report_bool_exp | null | undefined;
  _or?: ReadonlyArray<portfolio_valuation_report_bool_exp> | null | undefined;
  company?: portfolio_company_bool_exp | null | undefined;
  company_id?: uuid_comparison_exp | null | undefined;
  created_at?: timestamptz_comparison_exp | null | undefined;
  created_by?: uuid_comparison_exp | null | undefined;
  creator?: users_bool_exp | null | undefined;
  id?: uuid_comparison_exp | null | undefined;
  reference_date?: date_comparison_exp | null | undefined;
  updated_at?: timestamptz_comparison_exp | null | undefined;
  valuation_amount?: numeric_comparison_exp | null | undefined;
  valuation_currency?: portfolio_currency_enum_comparison_exp | null | undefined;
  valuation_date?: date_comparison_exp | null | undefined;
};
export type portfolio_valuation_report_aggregate_bool_exp = {
  count?: portfolio_valuation_report_aggregate_bool_exp_count | null | undefined;
};
export type portfolio_valuation_report_aggregate_bool_exp_count = {
  arguments?: ReadonlyArray<portfolio_valuation_report_select_column> | null | undefined;
  distinct?: boolean | null | undefined;
  filter?: portfolio_valuation_report_bool_exp | null | undefined;
  predicate: Int_comparison_exp;
};
export type portfolio_investment_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_investment_insert_input>;
  on_conflict?: portfolio_investment_on_conflict | null | undefined;
};
export type portfolio_investment_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  currency?: portfolio_currency_enum | null | undefined;
  gross_amount?: string | null | undefined;
  investment_date?: string | null | undefined;
  net_amount?: string | null | undefined;
  share_percentage?: string | null | undefined;
  wallet?: portfolio_wallet_obj_rel_insert_input | null | undefined;
  wallet_company?: portfolio_wallet_company_obj_rel_insert_input | null | undefined;
  wallet_id?: string | null | undefined;
};
export type portfolio_wallet_obj_rel_insert_input = {
  data: portfolio_wallet_insert_input;
  on_conflict?: portfolio_wallet_on_conflict | null | undefined;
};
export type portfolio_wallet_insert_input = {
  en_group_name?: string | null | undefined;
  investments?: portfolio_investment_arr_rel_insert_input | null | undefined;
  invites?: portfolio_invite_arr_rel_insert_input | null | undefined;
  name?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  pt_br_group_name?: string | null | undefined;
  segment_id?: string | null | undefined;
  tax_id?: string | null | undefined;
  wallet_companies?: portfolio_wallet_company_arr_rel_insert_input | null | undefined;
  wallet_users?: portfolio_wallet_user_arr_rel_insert_input | null | undefined;
};
export type portfolio_invite_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_invite_insert_input>;
  on_conflict?: portfolio_invite_on_conflict | null | undefined;
};
export type portfolio_invite_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  role?: portfolio_organization_role_enum | null | undefined;
  wallet?: portfolio_wallet_obj_rel_insert_input | null | undefined;
  wallet_id?: string | null | undefined;
};
export type portfolio_organization_obj_rel_insert_input = {
  data: portfolio_organization_insert_input;
  on_conflict?: portfolio_organization_on_conflict | null | undefined;
};
export type portfolio_organization_insert_input = {
  alert_rules?: portfolio_alert_rule_arr_rel_insert_input | null | undefined;
  alerts?: portfolio_alert_arr_rel_insert_input | null | undefined;
  children?: portfolio_organization_arr_rel_insert_input | null | undefined;
  companies?: portfolio_company_arr_rel_insert_input | null | undefined;
  invites?: portfolio_invite_arr_rel_insert_input | null | undefined;
  kpi_requests?: portfolio_kpi_request_arr_rel_insert_input | null | undefined;
  metrics?: accounting_indicator_kind_arr_rel_insert_input | null | undefined;
  name?: string | null | undefined;
  organization_users?: portfolio_organization_user_arr_rel_insert_input | null | undefined;
  parent?: portfolio_organization_obj_rel_insert_input | null | undefined;
  parent_id?: string | null | undefined;
  wallets?: portfolio_wallet_arr_rel_insert_input | null | undefined;
};
export type portfolio_alert_rule_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_alert_rule_insert_input>;
  on_conflict?: portfolio_alert_rule_on_conflict | null | undefined;
};
export type portfolio_alert_rule_on_conflict = {
  constraint: portfolio_alert_rule_constraint;
  update_columns?: ReadonlyArray<portfolio_alert_rule_update_column>;
  where?: portfolio_alert_rule_bool_exp | null | undefined;
};
export type portfolio_organization_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_organization_insert_input>;
  on_conflict?: portfolio_organization_on_conflict | null | undefined;
};
export type portfolio_organization_on_conflict = {
  constraint: portfolio_organization_constraint;
  update_columns?: ReadonlyArray<portfolio_organization_update_column>;
  where?: portfolio_organization_bool_exp | null | undefined;
};
export type portfolio_company_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_company_insert_input>;
  on_conflict?: portfolio_company_on_conflict | null | undefined;
};
export type portfolio_company_on_conflict = {
  constraint: portfolio_company_constraint;
  update_columns?: ReadonlyArray<portfolio_company_update_column>;
  where?: portfolio_company_bool_exp | null | undefined;
};
export type portfolio_kpi_request_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_kpi_request_insert_input>;
  on_conflict?: portfolio_kpi_request_on_conflict | null | undefined;
};
export type portfolio_kpi_request_insert_input = {
  due_date?: string | null | undefined;
  message?: string | null | undefined;
  metrics?: portfolio_kpi_request_metric_arr_rel_insert_input | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  period_end?: string | null | undefined;
  period_start?: string | null | undefined;
  recurrence?: string | null | undefined;
  reminder_days?: unknown | null | undefined;
  repeats?: portfolio_kpi_request_obj_rel_insert_input | null | undefined;
  responses?: portfolio_kpi_response_arr_rel_insert_input | null | undefined;
  send_on?: string | null | undefined;
  title?: string | null | undefined;
};
export type portfolio_kpi_request_metric_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_kpi_request_metric_insert_input>;
  on_conflict?: portfolio_kpi_request_metric_on_conflict | null | undefined;
};
export type portfolio_kpi_request_metric_insert_input = {
  kind?: string | null | undefined;
  metric?: accounting_indicator_kind_obj_rel_insert_input | null | undefined;
  position?: number | null | undefined;
  request?: portfolio_kpi_request_obj_rel_insert_input | null | undefined;
  request_id?: string | null | undefined;
  required?: boolean | null | undefined;
};
export type accounting_indicator_kind_obj_rel_insert_input = {
  data: accounting_indicator_kind_insert_input;
  on_conflict?: accounting_indicator_kind_on_conflict | null | undefined;
};
export type accounting_indicator_kind_insert_input = {
  en_definition?: string | null | undefined;
  en_name?: string | null | undefined;
  favourable?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  period_rule?: string | null | undefined;
  pt_br_definition?: string | null | undefined;
  pt_br_name?: string | null | undefined;
  request_metrics?: portfolio_kpi_request_metric_arr_rel_insert_input | null | undefined;
  unit?: string | null | undefined;
};
export type accounting_indicator_kind_on_conflict = {
  constraint: accounting_indicator_kind_constraint;
  update_columns?: ReadonlyArray<accounting_indicator_kind_update_column>;
  where?: accounting_indicator_kind_bool_exp | null | undefined;
};
export type portfolio_kpi_request_obj_rel_insert_input = {
  data: portfolio_kpi_request_insert_input;
  on_conflict?: portfolio_kpi_request_on_conflict | null | undefined;
};
export type portfolio_kpi_request_on_conflict = {
  constraint: portfolio_kpi_request_constraint;
  update_columns?: ReadonlyArray<portfolio_kpi_request_update_column>;
  where?: portfolio_kpi_request_bool_exp | null | undefined;
};
export type portfolio_kpi_request_metric_on_conflict = {
  constraint: portfolio_kpi_request_metric_constraint;
  update_columns?: ReadonlyArray<portfolio_kpi_request_metric_update_column>;
  where?: portfolio_kpi_request_metric_bool_exp | null | undefined;
};
export type portfolio_kpi_response_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_kpi_response_insert_input>;
  on_conflict?: portfolio_kpi_response_on_conflict | null | undefined;
};
export type portfolio_kpi_response_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  request?: portfolio_kpi_request_obj_rel_insert_input | null | undefined;
  request_id?: string | null | undefined;
};
export type portfolio_kpi_response_on_conflict = {
  constraint: portfolio_kpi_response_constraint;
  update_columns?: ReadonlyArray<portfolio_kpi_response_update_column>;
  where?: portfolio_kpi_response_bool_exp | null | undefined;
};
export type accounting_indicator_kind_arr_rel_insert_input = {
  data: ReadonlyArray<accounting_indicator_kind_insert_input>;
  on_conflict?: accounting_indicator_kind_on_conflict | null | undefined;
};
export type portfolio_organization_user_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_organization_user_insert_input>;
  on_conflict?: portfolio_organization_user_on_conflict | null | undefined;
};
export type portfolio_organization_user_insert_input = {
  organization?: portfolio_organization_obj_rel_insert_input | null | undefined;
  organization_id?: string | null | undefined;
  role?: portfolio_organization_role_enum | null | undefined;
  user_id?: string | null | undefined;
};
export type portfolio_organization_user_on_conflict = {
  constraint: portfolio_organization_user_constraint;
  update_columns?: ReadonlyArray<portfolio_organization_user_update_column>;
  where?: portfolio_organization_user_bool_exp | null | undefined;
};
export type portfolio_wallet_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_wallet_insert_input>;
  on_conflict?: portfolio_wallet_on_conflict | null | undefined;
};
export type portfolio_wallet_on_conflict = {
  constraint: portfolio_wallet_constraint;
  update_columns?: ReadonlyArray<portfolio_wallet_update_column>;
  where?: portfolio_wallet_bool_exp | null | undefined;
};
export type portfolio_invite_on_conflict = {
  constraint: portfolio_invite_constraint;
  update_columns?: ReadonlyArray<portfolio_invite_update_column>;
  where?: portfolio_invite_bool_exp | null | undefined;
};
export type portfolio_wallet_company_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_wallet_company_insert_input>;
  on_conflict?: portfolio_wallet_company_on_conflict | null | undefined;
};
export type portfolio_wallet_company_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  investments?: portfolio_investment_arr_rel_insert_input | null | undefined;
  wallet?: portfolio_wallet_obj_rel_insert_input | null | undefined;
  wallet_id?: string | null | undefined;
};
export type portfolio_wallet_company_on_conflict = {
  constraint: portfolio_wallet_company_constraint;
  update_columns?: ReadonlyArray<portfolio_wallet_company_update_column>;
  where?: portfolio_wallet_company_bool_exp | null | undefined;
};
export type portfolio_wallet_user_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_wallet_user_insert_input>;
  on_conflict?: portfolio_wallet_user_on_conflict | null | undefined;
};
export type portfolio_wallet_user_insert_input = {
  user_id?: string | null | undefined;
  wallet?: portfolio_wallet_obj_rel_insert_input | null | undefined;
  wallet_id?: string | null | undefined;
};
export type portfolio_wallet_user_on_conflict = {
  constraint: portfolio_wallet_user_constraint;
  update_columns?: ReadonlyArray<portfolio_wallet_user_update_column>;
  where?: portfolio_wallet_user_bool_exp | null | undefined;
};
export type portfolio_wallet_company_obj_rel_insert_input = {
  data: portfolio_wallet_company_insert_input;
  on_conflict?: portfolio_wallet_company_on_conflict | null | undefined;
};
export type portfolio_investment_on_conflict = {
  constraint: portfolio_investment_constraint;
  update_columns?: ReadonlyArray<portfolio_investment_update_column>;
  where?: portfolio_investment_bool_exp | null | undefined;
};
export type portfolio_valuation_report_arr_rel_insert_input = {
  data: ReadonlyArray<portfolio_valuation_report_insert_input>;
  on_conflict?: portfolio_valuation_report_on_conflict | null | undefined;
};
export type portfolio_valuation_report_insert_input = {
  company?: portfolio_company_obj_rel_insert_input | null | undefined;
  company_id?: string | null | undefined;
  reference_date?: string | null | undefined;
  valuation_amount?: string | null | undefined;
  valuation_currency?: portfolio_currency_enum | null | undefined;
  valuation_date?: string | null | undefined;
};
export type portfolio_valuation_report_on_conflict = {
  constraint: portfolio_valuation_report_constraint;
  update_columns?: ReadonlyArray<portfolio_valuation_report_update_column>;
  where?: portfolio_valuation_report_bool_exp | null | undefined;
};
export type portfolio_alert_rule_obj_rel_insert_input = {
  data: portfolio_alert_rule_insert_input;
  on_conflict?: portfolio_alert_rule_on_conflict | null | undefined;
};
export type portfolio_alert_on_conflict = {
  constraint: portfolio_alert_constraint;
  update_columns?: ReadonlyArray<portfolio_alert_update_column>;
  where?: portfolio_alert_bool_exp | null | undefined;
};
export type useAddAlertRuleMutation$variables = {
  rule: portfolio_alert_rule_insert_input;
};
export type useAddAlertRuleMutation$data = {
  readonly insert_portfolio_alert_rule_one: {
    readonly id: string;
  } | null | undefined;
};
export type useAddAlertRuleMutation = {
  response: useAddAlertRuleMutation$data;
  variables: useAddAlertRuleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rule"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "object",
        "variableName": "rule"
      }
    ],
    "concreteType": "portfolio_alert_rule",
    "kind": "LinkedField",
    "name": "insert_portfolio_alert_rule_one",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddAlertRuleMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddAlertRuleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dd5d8e7e3c483ec7c1a365d4ff9afd3f",
    "id": null,
    "metadata": {},
    "name": "useAddAlertRuleMutation",
    "operationKind": "mutation",
    "text": "mutation useAddAlertRuleMutation(\n  $rule: portfolio_alert_rule_insert_input!\n) {\n  insert_portfolio_alert_rule_one(object: $rule) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ccfa402a902ee58c9c258bfbdad29b3f";

export default node;

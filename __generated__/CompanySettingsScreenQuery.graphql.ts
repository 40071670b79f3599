/**
 * @generated SignedSource<<b8076ff8c4403eff24b1a1209c630343>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type order_by = "asc" | "asc_nulls_first" | "asc_nulls_last" | "desc" | "desc_nulls_first" | "desc_nulls_last" | "%future added value";
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type portfolio_company_user_order_by = {
  company?: portfolio_company_order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  user?: users_order_by | null | undefined;
  user_id?: order_by | null | undefined;
};
export type portfolio_company_order_by = {
  alerts_aggregate?: portfolio_alert_aggregate_order_by | null | undefined;
  client?: portfolio_client_order_by | null | undefined;
  client_id?: order_by | null | undefined;
  company_users_aggregate?: portfolio_company_user_aggregate_order_by | null | undefined;
  contacts_aggregate?: portfolio_company_contact_aggregate_order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  creator?: users_order_by | null | undefined;
  document?: order_by | null | undefined;
  id?: order_by | null | undefined;
  indicators_aggregate?: accounting_indicator_aggregate_order_by | null | undefined;
  investments_aggregate?: portfolio_investment_aggregate_order_by | null | undefined;
  invites_aggregate?: portfolio_invite_aggregate_order_by | null | undefined;
  kpi_responses_aggregate?: portfolio_kpi_response_aggregate_order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization?: portfolio_organization_order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  valuation_reports_aggregate?: portfolio_valuation_report_aggregate_order_by | null | undefined;
  wallet_companies_aggregate?: portfolio_wallet_company_aggregate_order_by | null | undefined;
};
export type portfolio_alert_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_alert_max_order_by | null | undefined;
  min?: portfolio_alert_min_order_by | null | undefined;
};
export type portfolio_alert_max_order_by = {
  acknowledged_at?: order_by | null | undefined;
  acknowledged_by?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  en_message?: order_by | null | undefined;
  en_title?: order_by | null | undefined;
  id?: order_by | null | undefined;
  kind?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  period?: order_by | null | undefined;
  pt_br_message?: order_by | null | undefined;
  pt_br_title?: order_by | null | undefined;
  resolved_at?: order_by | null | undefined;
  resolved_by?: order_by | null | undefined;
  rule_id?: order_by | null | undefined;
  status?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
};
export type portfolio_alert_min_order_by = {
  acknowledged_at?: order_by | null | undefined;
  acknowledged_by?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  en_message?: order_by | null | undefined;
  en_title?: order_by | null | undefined;
  id?: order_by | null | undefined;
  kind?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  period?: order_by | null | undefined;
  pt_br_message?: order_by | null | undefined;
  pt_br_title?: order_by | null | undefined;
  resolved_at?: order_by | null | undefined;
  resolved_by?: order_by | null | undefined;
  rule_id?: order_by | null | undefined;
  status?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
};
export type portfolio_client_order_by = {
  accounts_aggregate?: accounting_account_aggregate_order_by | null | undefined;
  active?: order_by | null | undefined;
  budget_versions_aggregate?: accounting_budget_version_aggregate_order_by | null | undefined;
  client_accounts_aggregate?: accounting_client_account_aggregate_order_by | null | undefined;
  companies_aggregate?: portfolio_company_aggregate_order_by | null | undefined;
  created_at?: order_by | null | undefined;
  document?: order_by | null | undefined;
  id?: order_by | null | undefined;
  import_batches_aggregate?: accounting_import_batch_aggregate_order_by | null | undefined;
  last_data_imported_at?: order_by | null | undefined;
  metadata?: order_by | null | undefined;
  name?: order_by | null | undefined;
  organizations_aggregate?: portfolio_organization_aggregate_order_by | null | undefined;
  segment?: portfolio_segment_order_by | null | undefined;
  segment_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_account_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: accounting_account_max_order_by | null | undefined;
  min?: accounting_account_min_order_by | null | undefined;
};
export type accounting_account_max_order_by = {
  client_account?: order_by | null | undefined;
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  number?: order_by | null | undefined;
};
export type accounting_account_min_order_by = {
  client_account?: order_by | null | undefined;
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  number?: order_by | null | undefined;
};
export type accounting_budget_version_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: accounting_budget_version_max_order_by | null | undefined;
  min?: accounting_budget_version_min_order_by | null | undefined;
};
export type accounting_budget_version_max_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_budget_version_min_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_client_account_aggregate_order_by = {
  avg?: accounting_client_account_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: accounting_client_account_max_order_by | null | undefined;
  min?: accounting_client_account_min_order_by | null | undefined;
  stddev?: accounting_client_account_stddev_order_by | null | undefined;
  stddev_pop?: accounting_client_account_stddev_pop_order_by | null | undefined;
  stddev_samp?: accounting_client_account_stddev_samp_order_by | null | undefined;
  sum?: accounting_client_account_sum_order_by | null | undefined;
  var_pop?: accounting_client_account_var_pop_order_by | null | undefined;
  var_samp?: accounting_client_account_var_samp_order_by | null | undefined;
  variance?: accounting_client_account_variance_order_by | null | undefined;
};
export type accounting_client_account_avg_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_max_order_by = {
  aggregation_code?: order_by | null | undefined;
  batch_id?: order_by | null | undefined;
  client_id?: order_by | null | undefined;
  code?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  level?: order_by | null | undefined;
  name?: order_by | null | undefined;
  parent_id?: order_by | null | undefined;
  referential_code?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_client_account_min_order_by = {
  aggregation_code?: order_by | null | undefined;
  batch_id?: order_by | null | undefined;
  client_id?: order_by | null | undefined;
  code?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  level?: order_by | null | undefined;
  name?: order_by | null | undefined;
  parent_id?: order_by | null | undefined;
  referential_code?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_client_account_stddev_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_stddev_pop_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_stddev_samp_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_sum_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_var_pop_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_var_samp_order_by = {
  level?: order_by | null | undefined;
};
export type accounting_client_account_variance_order_by = {
  level?: order_by | null | undefined;
};
export type portfolio_company_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_company_max_order_by | null | undefined;
  min?: portfolio_company_min_order_by | null | undefined;
};
export type portfolio_company_max_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  document?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_company_min_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  document?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_import_batch_aggregate_order_by = {
  avg?: accounting_import_batch_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: accounting_import_batch_max_order_by | null | undefined;
  min?: accounting_import_batch_min_order_by | null | undefined;
  stddev?: accounting_import_batch_stddev_order_by | null | undefined;
  stddev_pop?: accounting_import_batch_stddev_pop_order_by | null | undefined;
  stddev_samp?: accounting_import_batch_stddev_samp_order_by | null | undefined;
  sum?: accounting_import_batch_sum_order_by | null | undefined;
  var_pop?: accounting_import_batch_var_pop_order_by | null | undefined;
  var_samp?: accounting_import_batch_var_samp_order_by | null | undefined;
  variance?: accounting_import_batch_variance_order_by | null | undefined;
};
export type accounting_import_batch_avg_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_max_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  duplicate_of_batch_id?: order_by | null | undefined;
  file_id?: order_by | null | undefined;
  file_name?: order_by | null | undefined;
  file_sha256?: order_by | null | undefined;
  finished_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  period_end?: order_by | null | undefined;
  period_start?: order_by | null | undefined;
  replaces_batch_id?: order_by | null | undefined;
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_import_batch_min_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  duplicate_of_batch_id?: order_by | null | undefined;
  file_id?: order_by | null | undefined;
  file_name?: order_by | null | undefined;
  file_sha256?: order_by | null | undefined;
  finished_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  period_end?: order_by | null | undefined;
  period_start?: order_by | null | undefined;
  replaces_batch_id?: order_by | null | undefined;
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type accounting_import_batch_stddev_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_stddev_pop_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_stddev_samp_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_sum_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_var_pop_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_var_samp_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type accounting_import_batch_variance_order_by = {
  rows_processed?: order_by | null | undefined;
  rows_refused?: order_by | null | undefined;
  rows_skipped?: order_by | null | undefined;
  rows_total?: order_by | null | undefined;
  rows_written?: order_by | null | undefined;
};
export type portfolio_organization_aggregate_order_by = {
  avg?: portfolio_organization_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: portfolio_organization_max_order_by | null | undefined;
  min?: portfolio_organization_min_order_by | null | undefined;
  stddev?: portfolio_organization_stddev_order_by | null | undefined;
  stddev_pop?: portfolio_organization_stddev_pop_order_by | null | undefined;
  stddev_samp?: portfolio_organization_stddev_samp_order_by | null | undefined;
  sum?: portfolio_organization_sum_order_by | null | undefined;
  var_pop?: portfolio_organization_var_pop_order_by | null | undefined;
  var_samp?: portfolio_organization_var_samp_order_by | null | undefined;
  variance?: portfolio_organization_variance_order_by | null | undefined;
};
export type portfolio_organization_avg_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_max_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  id?: order_by | null | undefined;
  materiality_percent?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  parent_id?: order_by | null | undefined;
  plan_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_organization_min_order_by = {
  client_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  id?: order_by | null | undefined;
  materiality_percent?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  parent_id?: order_by | null | undefined;
  plan_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_organization_stddev_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_stddev_pop_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_stddev_samp_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_sum_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_var_pop_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_var_samp_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_organization_variance_order_by = {
  materiality_percent?: order_by | null | undefined;
};
export type portfolio_segment_order_by = {
  clients_aggregate?: portfolio_client_aggregate_order_by | null | undefined;
  en_name?: order_by | null | undefined;
  en_name_sort?: order_by | null | undefined;
  id?: order_by | null | undefined;
  pt_br_name?: order_by | null | undefined;
  pt_br_name_sort?: order_by | null | undefined;
  wallets_aggregate?: portfolio_wallet_aggregate_order_by | null | undefined;
};
export type portfolio_client_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_client_max_order_by | null | undefined;
  min?: portfolio_client_min_order_by | null | undefined;
};
export type portfolio_client_max_order_by = {
  created_at?: order_by | null | undefined;
  document?: order_by | null | undefined;
  id?: order_by | null | undefined;
  last_data_imported_at?: order_by | null | undefined;
  name?: order_by | null | undefined;
  segment_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_client_min_order_by = {
  created_at?: order_by | null | undefined;
  document?: order_by | null | undefined;
  id?: order_by | null | undefined;
  last_data_imported_at?: order_by | null | undefined;
  name?: order_by | null | undefined;
  segment_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_wallet_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_wallet_max_order_by | null | undefined;
  min?: portfolio_wallet_min_order_by | null | undefined;
};
export type portfolio_wallet_max_order_by = {
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  en_group_name?: order_by | null | undefined;
  en_group_name_sort?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  pt_br_group_name?: order_by | null | undefined;
  pt_br_group_name_sort?: order_by | null | undefined;
  segment_id?: order_by | null | undefined;
  tax_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_wallet_min_order_by = {
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  en_group_name?: order_by | null | undefined;
  en_group_name_sort?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  pt_br_group_name?: order_by | null | undefined;
  pt_br_group_name_sort?: order_by | null | undefined;
  segment_id?: order_by | null | undefined;
  tax_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_company_user_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_company_user_max_order_by | null | undefined;
  min?: portfolio_company_user_min_order_by | null | undefined;
};
export type portfolio_company_user_max_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  user_id?: order_by | null | undefined;
};
export type portfolio_company_user_min_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  user_id?: order_by | null | undefined;
};
export type portfolio_company_contact_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_company_contact_max_order_by | null | undefined;
  min?: portfolio_company_contact_min_order_by | null | undefined;
};
export type portfolio_company_contact_max_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  email?: order_by | null | undefined;
  id?: order_by | null | undefined;
  locale?: order_by | null | undefined;
  name?: order_by | null | undefined;
};
export type portfolio_company_contact_min_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  email?: order_by | null | undefined;
  id?: order_by | null | undefined;
  locale?: order_by | null | undefined;
  name?: order_by | null | undefined;
};
export type users_order_by = {
  avatarUrl?: order_by | null | undefined;
  createdAt?: order_by | null | undefined;
  displayName?: order_by | null | undefined;
  email?: order_by | null | undefined;
  id?: order_by | null | undefined;
  locale?: order_by | null | undefined;
  organizationUsers_aggregate?: portfolio_organization_user_aggregate_order_by | null | undefined;
  securityKeys_aggregate?: authUserSecurityKeys_aggregate_order_by | null | undefined;
  sort?: portfolio_user_sort_order_by | null | undefined;
};
export type portfolio_organization_user_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_organization_user_max_order_by | null | undefined;
  min?: portfolio_organization_user_min_order_by | null | undefined;
};
export type portfolio_organization_user_max_order_by = {
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  user_id?: order_by | null | undefined;
};
export type portfolio_organization_user_min_order_by = {
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  user_id?: order_by | null | undefined;
};
export type authUserSecurityKeys_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: authUserSecurityKeys_max_order_by | null | undefined;
  min?: authUserSecurityKeys_min_order_by | null | undefined;
};
export type authUserSecurityKeys_max_order_by = {
  id?: order_by | null | undefined;
  nickname?: order_by | null | undefined;
  transports?: order_by | null | undefined;
  userId?: order_by | null | undefined;
};
export type authUserSecurityKeys_min_order_by = {
  id?: order_by | null | undefined;
  nickname?: order_by | null | undefined;
  transports?: order_by | null | undefined;
  userId?: order_by | null | undefined;
};
export type portfolio_user_sort_order_by = {
  display_name_sort?: order_by | null | undefined;
  user?: users_order_by | null | undefined;
  user_id?: order_by | null | undefined;
};
export type accounting_indicator_aggregate_order_by = {
  avg?: accounting_indicator_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: accounting_indicator_max_order_by | null | undefined;
  min?: accounting_indicator_min_order_by | null | undefined;
  stddev?: accounting_indicator_stddev_order_by | null | undefined;
  stddev_pop?: accounting_indicator_stddev_pop_order_by | null | undefined;
  stddev_samp?: accounting_indicator_stddev_samp_order_by | null | undefined;
  sum?: accounting_indicator_sum_order_by | null | undefined;
  var_pop?: accounting_indicator_var_pop_order_by | null | undefined;
  var_samp?: accounting_indicator_var_samp_order_by | null | undefined;
  variance?: accounting_indicator_variance_order_by | null | undefined;
};
export type accounting_indicator_avg_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_max_order_by = {
  approved_at?: order_by | null | undefined;
  approved_by?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  kind?: order_by | null | undefined;
  kpi_response_id?: order_by | null | undefined;
  months?: order_by | null | undefined;
  period?: order_by | null | undefined;
  source?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_min_order_by = {
  approved_at?: order_by | null | undefined;
  approved_by?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  kind?: order_by | null | undefined;
  kpi_response_id?: order_by | null | undefined;
  months?: order_by | null | undefined;
  period?: order_by | null | undefined;
  source?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_stddev_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_stddev_pop_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_stddev_samp_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_sum_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_var_pop_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_var_samp_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_variance_order_by = {
  months?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type portfolio_investment_aggregate_order_by = {
  avg?: portfolio_investment_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: portfolio_investment_max_order_by | null | undefined;
  min?: portfolio_investment_min_order_by | null | undefined;
  stddev?: portfolio_investment_stddev_order_by | null | undefined;
  stddev_pop?: portfolio_investment_stddev_pop_order_by | null | undefined;
  stddev_samp?: portfolio_investment_stddev_samp_order_by | null | undefined;
  sum?: portfolio_investment_sum_order_by | null | undefined;
  var_pop?: portfolio_investment_var_pop_order_by | null | undefined;
  var_samp?: portfolio_investment_var_samp_order_by | null | undefined;
  variance?: portfolio_investment_variance_order_by | null | undefined;
};
export type portfolio_investment_avg_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_max_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  gross_amount?: order_by | null | undefined;
  id?: order_by | null | undefined;
  investment_date?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
};
export type portfolio_investment_min_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  gross_amount?: order_by | null | undefined;
  id?: order_by | null | undefined;
  investment_date?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
};
export type portfolio_investment_stddev_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_stddev_pop_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_stddev_samp_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_sum_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_var_pop_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_var_samp_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_investment_variance_order_by = {
  gross_amount?: order_by | null | undefined;
  net_amount?: order_by | null | undefined;
  share_percentage?: order_by | null | undefined;
};
export type portfolio_invite_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_invite_max_order_by | null | undefined;
  min?: portfolio_invite_min_order_by | null | undefined;
};
export type portfolio_invite_max_order_by = {
  accepted_by?: order_by | null | undefined;
  answered_at?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  company_name?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  email?: order_by | null | undefined;
  id?: order_by | null | undefined;
  invited_by?: order_by | null | undefined;
  inviter_name?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  organization_name?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
  wallet_name?: order_by | null | undefined;
};
export type portfolio_invite_min_order_by = {
  accepted_by?: order_by | null | undefined;
  answered_at?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  company_name?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  email?: order_by | null | undefined;
  id?: order_by | null | undefined;
  invited_by?: order_by | null | undefined;
  inviter_name?: order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  organization_name?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
  wallet_name?: order_by | null | undefined;
};
export type portfolio_kpi_response_aggregate_order_by = {
  avg?: portfolio_kpi_response_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: portfolio_kpi_response_max_order_by | null | undefined;
  min?: portfolio_kpi_response_min_order_by | null | undefined;
  stddev?: portfolio_kpi_response_stddev_order_by | null | undefined;
  stddev_pop?: portfolio_kpi_response_stddev_pop_order_by | null | undefined;
  stddev_samp?: portfolio_kpi_response_stddev_samp_order_by | null | undefined;
  sum?: portfolio_kpi_response_sum_order_by | null | undefined;
  var_pop?: portfolio_kpi_response_var_pop_order_by | null | undefined;
  var_samp?: portfolio_kpi_response_var_samp_order_by | null | undefined;
  variance?: portfolio_kpi_response_variance_order_by | null | undefined;
};
export type portfolio_kpi_response_avg_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_max_order_by = {
  approved_at?: order_by | null | undefined;
  approved_by?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  draft_saved_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  last_reminder_at?: order_by | null | undefined;
  mailed_at?: order_by | null | undefined;
  opened_at?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  reminders_sent?: order_by | null | undefined;
  request_id?: order_by | null | undefined;
  return_comment?: order_by | null | undefined;
  returned_at?: order_by | null | undefined;
  returned_by?: order_by | null | undefined;
  status?: order_by | null | undefined;
  submitted_at?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_kpi_response_min_order_by = {
  approved_at?: order_by | null | undefined;
  approved_by?: order_by | null | undefined;
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  draft_saved_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  last_reminder_at?: order_by | null | undefined;
  mailed_at?: order_by | null | undefined;
  opened_at?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  reminders_sent?: order_by | null | undefined;
  request_id?: order_by | null | undefined;
  return_comment?: order_by | null | undefined;
  returned_at?: order_by | null | undefined;
  returned_by?: order_by | null | undefined;
  status?: order_by | null | undefined;
  submitted_at?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_kpi_response_stddev_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_stddev_pop_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_stddev_samp_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_sum_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_var_pop_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_var_samp_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_kpi_response_variance_order_by = {
  reminders_sent?: order_by | null | undefined;
};
export type portfolio_organization_order_by = {
  alert_rules_aggregate?: portfolio_alert_rule_aggregate_order_by | null | undefined;
  alerts_aggregate?: portfolio_alert_aggregate_order_by | null | undefined;
  children_aggregate?: portfolio_organization_aggregate_order_by | null | undefined;
  client?: portfolio_client_order_by | null | undefined;
  client_id?: order_by | null | undefined;
  companies_aggregate?: portfolio_company_aggregate_order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  creator?: users_order_by | null | undefined;
  id?: order_by | null | undefined;
  invites_aggregate?: portfolio_invite_aggregate_order_by | null | undefined;
  kpi_requests_aggregate?: portfolio_kpi_request_aggregate_order_by | null | undefined;
  materiality_percent?: order_by | null | undefined;
  metrics_aggregate?: accounting_indicator_kind_aggregate_order_by | null | undefined;
  name?: order_by | null | undefined;
  name_sort?: order_by | null | undefined;
  organization_users_aggregate?: portfolio_organization_user_aggregate_order_by | null | undefined;
  parent?: portfolio_organization_order_by | null | undefined;
  parent_id?: order_by | null | undefined;
  plan?: portfolio_plan_order_by | null | undefined;
  plan_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  wallets_aggregate?: portfolio_wallet_aggregate_order_by | null | undefined;
};
export type portfolio_alert_rule_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_alert_rule_max_order_by | null | undefined;
  min?: portfolio_alert_rule_min_order_by | null | undefined;
};
export type portfolio_alert_rule_max_order_by = {
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  kind?: order_by | null | undefined;
  metric_kind?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_alert_rule_min_order_by = {
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  kind?: order_by | null | undefined;
  metric_kind?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
};
export type portfolio_kpi_request_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_kpi_request_max_order_by | null | undefined;
  min?: portfolio_kpi_request_min_order_by | null | undefined;
};
export type portfolio_kpi_request_max_order_by = {
  cancelled_at?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  due_date?: order_by | null | undefined;
  id?: order_by | null | undefined;
  message?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  period_end?: order_by | null | undefined;
  period_start?: order_by | null | undefined;
  recurrence?: order_by | null | undefined;
  repeats_request_id?: order_by | null | undefined;
  send_on?: order_by | null | undefined;
  title?: order_by | null | undefined;
};
export type portfolio_kpi_request_min_order_by = {
  cancelled_at?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  due_date?: order_by | null | undefined;
  id?: order_by | null | undefined;
  message?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  period_end?: order_by | null | undefined;
  period_start?: order_by | null | undefined;
  recurrence?: order_by | null | undefined;
  repeats_request_id?: order_by | null | undefined;
  send_on?: order_by | null | undefined;
  title?: order_by | null | undefined;
};
export type accounting_indicator_kind_aggregate_order_by = {
  avg?: accounting_indicator_kind_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: accounting_indicator_kind_max_order_by | null | undefined;
  min?: accounting_indicator_kind_min_order_by | null | undefined;
  stddev?: accounting_indicator_kind_stddev_order_by | null | undefined;
  stddev_pop?: accounting_indicator_kind_stddev_pop_order_by | null | undefined;
  stddev_samp?: accounting_indicator_kind_stddev_samp_order_by | null | undefined;
  sum?: accounting_indicator_kind_sum_order_by | null | undefined;
  var_pop?: accounting_indicator_kind_var_pop_order_by | null | undefined;
  var_samp?: accounting_indicator_kind_var_samp_order_by | null | undefined;
  variance?: accounting_indicator_kind_variance_order_by | null | undefined;
};
export type accounting_indicator_kind_avg_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_max_order_by = {
  created_at?: order_by | null | undefined;
  en_definition?: order_by | null | undefined;
  en_name?: order_by | null | undefined;
  favourable?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  period_rule?: order_by | null | undefined;
  position?: order_by | null | undefined;
  pt_br_definition?: order_by | null | undefined;
  pt_br_name?: order_by | null | undefined;
  unit?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_kind_min_order_by = {
  created_at?: order_by | null | undefined;
  en_definition?: order_by | null | undefined;
  en_name?: order_by | null | undefined;
  favourable?: order_by | null | undefined;
  organization_id?: order_by | null | undefined;
  period_rule?: order_by | null | undefined;
  position?: order_by | null | undefined;
  pt_br_definition?: order_by | null | undefined;
  pt_br_name?: order_by | null | undefined;
  unit?: order_by | null | undefined;
  value?: order_by | null | undefined;
};
export type accounting_indicator_kind_stddev_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_stddev_pop_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_stddev_samp_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_sum_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_var_pop_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_var_samp_order_by = {
  position?: order_by | null | undefined;
};
export type accounting_indicator_kind_variance_order_by = {
  position?: order_by | null | undefined;
};
export type portfolio_plan_order_by = {
  configuration?: order_by | null | undefined;
  id?: order_by | null | undefined;
  name?: order_by | null | undefined;
  organizations_aggregate?: portfolio_organization_aggregate_order_by | null | undefined;
};
export type portfolio_valuation_report_aggregate_order_by = {
  avg?: portfolio_valuation_report_avg_order_by | null | undefined;
  count?: order_by | null | undefined;
  max?: portfolio_valuation_report_max_order_by | null | undefined;
  min?: portfolio_valuation_report_min_order_by | null | undefined;
  stddev?: portfolio_valuation_report_stddev_order_by | null | undefined;
  stddev_pop?: portfolio_valuation_report_stddev_pop_order_by | null | undefined;
  stddev_samp?: portfolio_valuation_report_stddev_samp_order_by | null | undefined;
  sum?: portfolio_valuation_report_sum_order_by | null | undefined;
  var_pop?: portfolio_valuation_report_var_pop_order_by | null | undefined;
  var_samp?: portfolio_valuation_report_var_samp_order_by | null | undefined;
  variance?: portfolio_valuation_report_variance_order_by | null | undefined;
};
export type portfolio_valuation_report_avg_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_max_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  id?: order_by | null | undefined;
  reference_date?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  valuation_amount?: order_by | null | undefined;
  valuation_date?: order_by | null | undefined;
};
export type portfolio_valuation_report_min_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  created_by?: order_by | null | undefined;
  id?: order_by | null | undefined;
  reference_date?: order_by | null | undefined;
  updated_at?: order_by | null | undefined;
  valuation_amount?: order_by | null | undefined;
  valuation_date?: order_by | null | undefined;
};
export type portfolio_valuation_report_stddev_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_stddev_pop_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_stddev_samp_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_sum_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_var_pop_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_var_samp_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_valuation_report_variance_order_by = {
  valuation_amount?: order_by | null | undefined;
};
export type portfolio_wallet_company_aggregate_order_by = {
  count?: order_by | null | undefined;
  max?: portfolio_wallet_company_max_order_by | null | undefined;
  min?: portfolio_wallet_company_min_order_by | null | undefined;
};
export type portfolio_wallet_company_max_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
};
export type portfolio_wallet_company_min_order_by = {
  company_id?: order_by | null | undefined;
  created_at?: order_by | null | undefined;
  id?: order_by | null | undefined;
  wallet_id?: order_by | null | undefined;
};
export type CompanySettingsScreenQuery$variables = {
  companyId: string;
  limit?: number | null | undefined;
  offset: number;
  orderBy: ReadonlyArray<portfolio_company_user_order_by>;
  userId: string;
};
export type CompanySettingsScreenQuery$data = {
  readonly company: {
    readonly id: string;
    readonly name: string;
    readonly organization: {
      readonly id: string;
      readonly organization_users: ReadonlyArray<{
        readonly role: portfolio_organization_role_enum;
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"CompanyContacts_company" | "CompanyHeader_company">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyUsersTable_query">;
};
export type CompanySettingsScreenQuery = {
  response: CompanySettingsScreenQuery$data;
  variables: CompanySettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "companyId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "offset"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "companyId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "fields": [
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "_eq",
              "variableName": "userId"
            }
          ],
          "kind": "ObjectValue",
          "name": "user_id"
        }
      ],
      "kind": "ObjectValue",
      "name": "where"
    }
  ],
  "concreteType": "portfolio_organization_user",
  "kind": "LinkedField",
  "name": "organization_users",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v10 = {
  "fields": [
    {
      "fields": [
        {
          "kind": "Variable",
          "name": "_eq",
          "variableName": "companyId"
        }
      ],
      "kind": "ObjectValue",
      "name": "company_id"
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanySettingsScreenQuery",
    "selections": [
      {
        "alias": "company",
        "args": (v5/*:: as any*/),
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company_by_pk",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyHeader_company"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyContacts_company"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CompanyUsersTable_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CompanySettingsScreenQuery",
    "selections": [
      {
        "alias": "company",
        "args": (v5/*:: as any*/),
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company_by_pk",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "configuration",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "document",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  {
                    "name": "asc"
                  },
                  {
                    "email": "asc"
                  }
                ]
              }
            ],
            "concreteType": "portfolio_company_contact",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "locale",
                "storageKey": null
              }
            ],
            "storageKey": "contacts(order_by:[{\"name\":\"asc\"},{\"email\":\"asc\"}])"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "limit",
            "variableName": "limit"
          },
          {
            "kind": "Variable",
            "name": "offset",
            "variableName": "offset"
          },
          {
            "kind": "Variable",
            "name": "order_by",
            "variableName": "orderBy"
          },
          (v10/*:: as any*/)
        ],
        "concreteType": "portfolio_company_user",
        "kind": "LinkedField",
        "name": "portfolio_company_user",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "users",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v10/*:: as any*/)
        ],
        "concreteType": "portfolio_company_user_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_company_user_aggregate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_company_user_aggregate_fields",
            "kind": "LinkedField",
            "name": "aggregate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "81cd6c29e426dd53397fac5254ed3e53",
    "id": null,
    "metadata": {},
    "name": "CompanySettingsScreenQuery",
    "operationKind": "query",
    "text": "query CompanySettingsScreenQuery(\n  $companyId: uuid!\n  $userId: uuid!\n  $limit: Int\n  $offset: Int!\n  $orderBy: [portfolio_company_user_order_by!]!\n) {\n  company: portfolio_company_by_pk(id: $companyId) {\n    id\n    name\n    organization {\n      id\n      organization_users(where: {user_id: {_eq: $userId}}) {\n        role\n      }\n    }\n    ...CompanyHeader_company\n    ...CompanyContacts_company\n  }\n  ...CompanyUsersTable_query\n}\n\nfragment CompanyContacts_company on portfolio_company {\n  id\n  contacts(order_by: [{name: asc}, {email: asc}]) {\n    id\n    name\n    email\n    locale\n  }\n}\n\nfragment CompanyHeader_company on portfolio_company {\n  id\n  name\n  document\n  organization {\n    name\n    plan {\n      configuration\n    }\n  }\n}\n\nfragment CompanyUsersTable_query on query_root {\n  portfolio_company_user(where: {company_id: {_eq: $companyId}}, order_by: $orderBy, limit: $limit, offset: $offset) {\n    id\n    created_at\n    user {\n      id\n      displayName\n      email\n    }\n  }\n  portfolio_company_user_aggregate(where: {company_id: {_eq: $companyId}}) {\n    aggregate {\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fdd26abc1a97e1bbb8abeb513b8ed78c";

export default node;

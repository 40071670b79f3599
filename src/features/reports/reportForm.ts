/**
 * The create-report form's values, its rules (spec §2, "Create report form"; §5, "Currency is required") and the
 * messages of the database's refusals. Pure, so the rules are tested without rendering.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { compare } from '../../../common/finance/money.ts';
import { parseDecimalText } from '../../ui/decimalText.ts';
import type { CompanyOption } from '../../ui/CompanySelect.tsx';
import type { NewReport } from './useCreateReportMutation.ts';

export const reportMessages = defineMessages({
  companyRequired: { id: 'reports.reportForm.companyRequired', defaultMessage: 'Company is required', description: 'Validation: no company chosen' },
  currencyRequired: { id: 'reports.reportForm.currencyRequired', defaultMessage: 'Currency is required', description: 'Validation: no currency chosen' },
  referenceDateRequired: { id: 'reports.reportForm.referenceDateRequired', defaultMessage: 'Reference date is required', description: 'Validation: no reference date' },
  valuationDateRequired: { id: 'reports.reportForm.valuationDateRequired', defaultMessage: 'Valuation date is required', description: 'Validation: no valuation date' },
  amountRequired: { id: 'reports.reportForm.amountRequired', defaultMessage: 'Valuation amount is required', description: 'Validation: no amount typed' },
  amountFormat: { id: 'reports.reportForm.amountFormat', defaultMessage: 'Type an amount such as {example}', description: 'Validation: the amount is not a number; the example is in the user\'s language' },
  amountDecimals: { id: 'reports.reportForm.amountDecimals', defaultMessage: 'Use at most two decimal places', description: 'Validation: more than cents' },
  amountTooLarge: { id: 'reports.reportForm.amountTooLarge', defaultMessage: 'The amount is too large', description: 'Validation: more digits than the database keeps' },
  amountPositive: { id: 'reports.reportForm.amountPositive', defaultMessage: 'The valuation must be greater than zero', description: 'Validation: zero or negative amount' },
  duplicate: {
    id: 'reports.reportForm.duplicate',
    defaultMessage: 'This company already has a report for this reference date.',
    description: 'Refusal: a report with the same company and reference date exists',
  },
  notNegative: { id: 'reports.reportForm.notNegative', defaultMessage: 'The valuation must not be negative.', description: 'Refusal: the database check on the amount' },
  unknownCurrency: { id: 'reports.reportForm.unknownCurrency', defaultMessage: 'Choose a currency from the list.', description: 'Refusal: the currency is not a known code' },
  failed: { id: 'reports.reportForm.failed', defaultMessage: 'The report could not be saved. Please try again.', description: 'Refusal for any other reason' },
});

/** The database's constraints on a report, and what to say when one refuses it. */
export const REPORT_CONSTRAINT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  valuation_report_company_id_reference_date_key: reportMessages.duplicate,
  valuation_report_amount_not_negative: reportMessages.notNegative,
  valuation_report_valuation_currency_fkey: reportMessages.unknownCurrency,
};

export interface ReportFormValues {
  company: CompanyOption | null;
  currency: string;
  referenceDate: string | null;
  valuationDate: string | null;
  /** The amount as typed, e.g. `1.234.567,89`. */
  amount: string;
}

export type ReportField = 'company' | 'currency' | 'referenceDate' | 'valuationDate' | 'amount';
export type ReportErrors = Partial<Record<ReportField, MessageDescriptor>>;

export const emptyReport = (): ReportFormValues =>
  ({ company: null, currency: 'BRL', referenceDate: null, valuationDate: null, amount: '' });

/**
 * Checks the form and, when it is valid, builds what is sent.
 *
 * @param companyId - The company fixed by the caller, or null when the form's own company field decides.
 * @returns The errors by field (empty when valid) and the report to send when there are none.
 */
export function validateReport(values: ReportFormValues, companyId: string | null, locale: string) {
  const errors: ReportErrors = {};
  const company = companyId ?? values.company?.id ?? null;
  if (company === null) errors.company = reportMessages.companyRequired;
  if (values.currency === '') errors.currency = reportMessages.currencyRequired;
  if (values.referenceDate === null) errors.referenceDate = reportMessages.referenceDateRequired;
  if (values.valuationDate === null) errors.valuationDate = reportMessages.valuationDateRequired;
  const amount = parseDecimalText(values.amount, locale, { maxDecimals: 2 });
  if (!amount.ok) {
    errors.amount = {
      empty: reportMessages.amountRequired, format: reportMessages.amountFormat,
      decimals: reportMessages.amountDecimals, 'too-large': reportMessages.amountTooLarge,
    }[amount.problem];
  } else if (compare(amount.value, '0') <= 0) errors.amount = reportMessages.amountPositive;

  const valid = Object.keys(errors).length === 0;
  const report: NewReport | null = valid && company !== null && amount.ok && values.referenceDate && values.valuationDate
    ? {
        companyId: company, referenceDate: values.referenceDate, valuationDate: values.valuationDate,
        valuationAmount: amount.value, valuationCurrency: values.currency,
      }
    : null;
  return { errors, report };
}

/**
 * The investment form's values, its rules (spec §2, "Create investment form"; §5, "Share has to be between 0 and
 * 100"; §9, share 0..100) and the messages of the database's refusals. The rules mirror the table's checks
 * (`investment_share_percentage_range`, `investment_gross_amount_positive`, `investment_net_amount_range`), so the
 * form refuses what the database would, before sending it. Pure, so the rules are tested without rendering.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { compare } from '../../../common/finance/money.ts';
import type { CompanyOption } from '../../ui/CompanySelect.tsx';
import { formatDecimalText, parseDecimalText } from '../../ui/decimalText.ts';
import type { DecimalTextProblem } from '../../ui/decimalText.ts';

export const investmentMessages = defineMessages({
  companyRequired: { id: 'investments.investmentForm.companyRequired', defaultMessage: 'Company is required', description: 'Validation: no company chosen' },
  currencyRequired: { id: 'investments.investmentForm.currencyRequired', defaultMessage: 'Currency is required', description: 'Validation: no currency chosen' },
  dateRequired: { id: 'investments.investmentForm.dateRequired', defaultMessage: 'Investment date is required', description: 'Validation: no investment date' },
  amountRequired: { id: 'investments.investmentForm.amountRequired', defaultMessage: 'Amount is required', description: 'Validation: an amount field is empty' },
  amountFormat: { id: 'investments.investmentForm.amountFormat', defaultMessage: 'Type an amount such as {example}', description: 'Validation: not a number; the example is in the user\'s language' },
  amountDecimals: { id: 'investments.investmentForm.amountDecimals', defaultMessage: 'Use at most two decimal places', description: 'Validation: more than cents' },
  amountTooLarge: { id: 'investments.investmentForm.amountTooLarge', defaultMessage: 'The amount is too large', description: 'Validation: more digits than the database keeps' },
  grossPositive: { id: 'investments.investmentForm.grossPositive', defaultMessage: 'The gross amount must be greater than zero', description: 'Validation and refusal: gross amount zero or negative' },
  netRange: { id: 'investments.investmentForm.netRange', defaultMessage: 'The net amount must be between zero and the gross amount', description: 'Validation and refusal: net amount negative or above the gross amount' },
  shareRequired: { id: 'investments.investmentForm.shareRequired', defaultMessage: 'Share is required', description: 'Validation: no share typed' },
  shareFormat: { id: 'investments.investmentForm.shareFormat', defaultMessage: 'Type a percentage such as {example}', description: 'Validation: the share is not a number; the example is in the user\'s language' },
  shareDecimals: { id: 'investments.investmentForm.shareDecimals', defaultMessage: 'Use at most four decimal places', description: 'Validation: a share with more than four decimals' },
  shareRange: { id: 'investments.investmentForm.shareRange', defaultMessage: 'Share has to be between 0 and 100', description: 'Validation and refusal: the share percentage is outside 0..100' },
  otherOrganization: {
    id: 'investments.investmentForm.otherOrganization',
    defaultMessage: 'The company must belong to the wallet\'s organization.',
    description: 'Refusal: the company is in another organization than the wallet',
  },
  unknownCurrency: { id: 'investments.investmentForm.unknownCurrency', defaultMessage: 'Choose a currency from the list.', description: 'Refusal: the currency is not a known code' },
  failed: { id: 'investments.investmentForm.failed', defaultMessage: 'The investment could not be saved. Please try again.', description: 'Refusal for any other reason' },
});

/** The database's constraints on an investment, and what to say when one refuses it. */
export const INVESTMENT_CONSTRAINT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  investment_share_percentage_range: investmentMessages.shareRange,
  investment_gross_amount_positive: investmentMessages.grossPositive,
  investment_net_amount_range: investmentMessages.netRange,
  investment_currency_fkey: investmentMessages.unknownCurrency,
  wallet_company_same_organization: investmentMessages.otherOrganization,
};

export interface InvestmentFormValues {
  company: CompanyOption | null;
  /** Amounts and share as typed, e.g. `1.000.000,00` and `12,5`. */
  gross: string;
  net: string;
  currency: string;
  date: string | null;
  share: string;
}

/** An investment as it is sent: exact decimal strings, a `YYYY-MM-DD` date. */
export interface InvestmentInput {
  companyId: string;
  grossAmount: string;
  netAmount: string;
  currency: string;
  investmentDate: string;
  sharePercentage: string;
}

export type InvestmentField = 'company' | 'gross' | 'net' | 'currency' | 'date' | 'share';
export type InvestmentErrors = Partial<Record<InvestmentField, MessageDescriptor>>;

export const emptyInvestment = (): InvestmentFormValues =>
  ({ company: null, gross: '', net: '', currency: 'BRL', date: null, share: '' });

/** The form's values for an existing investment, written in the user's language (`12.5000` → `12,5`). */
export function investmentValues(
  investment: { gross_amount: string; net_amount: string; currency: string; investment_date: string; share_percentage: string },
  locale: string,
): InvestmentFormValues {
  const share = investment.share_percentage.replace(/(\.[0-9]*?)0+$/, '$1').replace(/\.$/, '');
  return {
    company: null, gross: formatDecimalText(investment.gross_amount, locale), net: formatDecimalText(investment.net_amount, locale),
    currency: investment.currency, date: investment.investment_date, share: formatDecimalText(share, locale),
  };
}

const AMOUNT_PROBLEMS: Record<DecimalTextProblem, MessageDescriptor> = {
  empty: investmentMessages.amountRequired, format: investmentMessages.amountFormat,
  decimals: investmentMessages.amountDecimals, 'too-large': investmentMessages.amountTooLarge,
};
const SHARE_PROBLEMS: Record<DecimalTextProblem, MessageDescriptor> = {
  empty: investmentMessages.shareRequired, format: investmentMessages.shareFormat,
  decimals: investmentMessages.shareDecimals, 'too-large': investmentMessages.shareRange,
};

/**
 * Checks the form and, when it is valid, builds what is sent.
 *
 * @param companyId - The company fixed by the caller, or null when the form's own company field decides.
 * @returns The errors by field (empty when valid) and the investment to send when there are none.
 */
export function validateInvestment(values: InvestmentFormValues, companyId: string | null, locale: string) {
  const errors: InvestmentErrors = {};
  const company = companyId ?? values.company?.id ?? null;
  if (company === null) errors.company = investmentMessages.companyRequired;
  if (values.currency === '') errors.currency = investmentMessages.currencyRequired;
  if (values.date === null) errors.date = investmentMessages.dateRequired;

  const gross = parseDecimalText(values.gross, locale);
  if (!gross.ok) errors.gross = AMOUNT_PROBLEMS[gross.problem];
  else if (compare(gross.value, '0') <= 0) errors.gross = investmentMessages.grossPositive;
  const net = parseDecimalText(values.net, locale);
  if (!net.ok) errors.net = AMOUNT_PROBLEMS[net.problem];
  else if (compare(net.value, '0') < 0 || (gross.ok && compare(net.value, gross.value) > 0)) errors.net = investmentMessages.netRange;
  // numeric(7, 4): four decimals, and 0..100 needs at most three integer digits.
  const share = parseDecimalText(values.share, locale, { maxDecimals: 4, maxIntegerDigits: 3 });
  if (!share.ok) errors.share = SHARE_PROBLEMS[share.problem];
  else if (compare(share.value, '0') < 0 || compare(share.value, '100') > 0) errors.share = investmentMessages.shareRange;

  const input: InvestmentInput | null = Object.keys(errors).length === 0 && company !== null && values.date !== null
    && gross.ok && net.ok && share.ok
    ? {
        companyId: company, grossAmount: gross.value, netAmount: net.value, currency: values.currency,
        investmentDate: values.date, sharePercentage: share.value,
      }
    : null;
  return { errors, input };
}

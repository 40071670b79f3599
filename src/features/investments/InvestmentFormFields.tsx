import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { CurrencySelect } from '../../ui/CurrencySelect.tsx';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { formatDecimalText } from '../../ui/decimalText.ts';
import { IsoDateInput } from '../../ui/IsoDateInput.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import type { InvestmentErrors, InvestmentFormValues } from './investmentForm.ts';

const messages = defineMessages({
  company: { id: 'investments.InvestmentFormFields.company', defaultMessage: 'Company', description: 'Label of the company field' },
  gross: { id: 'investments.InvestmentFormFields.gross', defaultMessage: 'Gross amount', description: 'Label: the amount paid, costs included' },
  grossHint: { id: 'investments.InvestmentFormFields.grossHint', defaultMessage: 'What the wallet paid, costs included', description: 'Hint under the gross amount' },
  currency: { id: 'investments.InvestmentFormFields.currency', defaultMessage: 'Currency', description: 'Label of the currency field' },
  date: { id: 'investments.InvestmentFormFields.date', defaultMessage: 'Investment date', description: 'Label of the investment date' },
  net: { id: 'investments.InvestmentFormFields.net', defaultMessage: 'Net amount', description: 'Label: the amount that reached the company' },
  netHint: { id: 'investments.InvestmentFormFields.netHint', defaultMessage: 'What reached the company, after costs', description: 'Hint under the net amount' },
  share: { id: 'investments.InvestmentFormFields.share', defaultMessage: 'Share (%)', description: 'Label: the percentage of the company bought' },
  shareHint: { id: 'investments.InvestmentFormFields.shareHint', defaultMessage: 'The percentage of the company bought, from 0 to 100', description: 'Hint under the share' },
});

export interface InvestmentFormFieldsProps {
  values: InvestmentFormValues;
  errors: InvestmentErrors;
  onChange: (change: Partial<InvestmentFormValues>) => void;
  /** The organization whose companies the company field offers; null hides the field (the company is fixed). */
  companiesOf: string | null;
}

/** The fields of the investment form (spec §2): company, gross amount, currency, date, net amount, share %. */
export function InvestmentFormFields({ values, errors, onChange, companiesOf }: InvestmentFormFieldsProps) {
  const intl = useIntl();
  const error = (descriptor: MessageDescriptor | undefined) => descriptor && intl.formatMessage(descriptor, {
    example: formatDecimalText(descriptor === errors.share ? '12.5' : '1000000.00', intl.locale),
  });
  return (
    <>
      {companiesOf !== null && (
        <LabelledField label={intl.formatMessage(messages.company)} error={error(errors.company)}>
          {(field) => (
            <Suspense fallback={null}>
              <CompanySelect {...field} organizationId={companiesOf} value={values.company} onChange={(company) => { onChange({ company }); }} />
            </Suspense>
          )}
        </LabelledField>
      )}
      <LabelledField label={intl.formatMessage(messages.gross)} error={error(errors.gross)} hint={intl.formatMessage(messages.grossHint)}>
        {(field) => <DecimalInput {...field} value={values.gross} onValueChange={(gross) => { onChange({ gross }); }} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.currency)} error={error(errors.currency)}>
        {(field) => (
          <Suspense fallback={null}>
            <CurrencySelect {...field} value={values.currency} onChange={(currency) => { onChange({ currency }); }} />
          </Suspense>
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.date)} error={error(errors.date)}>
        {(field) => <IsoDateInput {...field} value={values.date} onChange={(date) => { onChange({ date }); }} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.net)} error={error(errors.net)} hint={intl.formatMessage(messages.netHint)}>
        {(field) => <DecimalInput {...field} value={values.net} onValueChange={(net) => { onChange({ net }); }} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.share)} error={error(errors.share)} hint={intl.formatMessage(messages.shareHint)}>
        {(field) => <DecimalInput {...field} maxDecimals={4} value={values.share} onValueChange={(share) => { onChange({ share }); }} />}
      </LabelledField>
    </>
  );
}

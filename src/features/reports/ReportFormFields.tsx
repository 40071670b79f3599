import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import { CurrencySelect } from '../../ui/CurrencySelect.tsx';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { formatDecimalText } from '../../ui/decimalText.ts';
import { IsoDateInput } from '../../ui/IsoDateInput.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import type { ReportErrors, ReportFormValues } from './reportForm.ts';

const messages = defineMessages({
  company: { id: 'reports.ReportFormFields.company', defaultMessage: 'Company', description: 'Label of the company field' },
  currency: { id: 'reports.ReportFormFields.currency', defaultMessage: 'Valuation currency', description: 'Label of the currency field' },
  referenceDate: { id: 'reports.ReportFormFields.referenceDate', defaultMessage: 'Reference date', description: 'Label: the date the valuation refers to' },
  referenceHint: { id: 'reports.ReportFormFields.referenceHint', defaultMessage: 'The date the company is valued as of, such as the end of a quarter', description: 'Hint under the reference date' },
  valuationDate: { id: 'reports.ReportFormFields.valuationDate', defaultMessage: 'Valuation date', description: 'Label: the date the valuation was made' },
  amount: { id: 'reports.ReportFormFields.amount', defaultMessage: 'Valuation amount', description: 'Label: the value of the whole company' },
  amountHint: { id: 'reports.ReportFormFields.amountHint', defaultMessage: 'The value of the whole company', description: 'Hint under the valuation amount' },
});

export interface ReportFormFieldsProps {
  values: ReportFormValues;
  errors: ReportErrors;
  onChange: (change: Partial<ReportFormValues>) => void;
  /** The organization whose companies the company field offers; null hides the field (the company is fixed). */
  companiesOf: string | null;
}

/** The fields of the create-report form (spec §2): company when not fixed, currency, the two dates, the amount. */
export function ReportFormFields({ values, errors, onChange, companiesOf }: ReportFormFieldsProps) {
  const intl = useIntl();
  const error = (descriptor: MessageDescriptor | undefined) => descriptor && intl.formatMessage(descriptor, {
    example: formatDecimalText('1234567.89', intl.locale),
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
      <LabelledField label={intl.formatMessage(messages.currency)} error={error(errors.currency)}>
        {(field) => (
          <Suspense fallback={null}>
            <CurrencySelect {...field} value={values.currency} onChange={(currency) => { onChange({ currency }); }} />
          </Suspense>
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.referenceDate)} error={error(errors.referenceDate)} hint={intl.formatMessage(messages.referenceHint)}>
        {(field) => <IsoDateInput {...field} value={values.referenceDate} onChange={(referenceDate) => { onChange({ referenceDate }); }} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.valuationDate)} error={error(errors.valuationDate)}>
        {(field) => <IsoDateInput {...field} value={values.valuationDate} onChange={(valuationDate) => { onChange({ valuationDate }); }} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.amount)} error={error(errors.amount)} hint={intl.formatMessage(messages.amountHint)}>
        {(field) => <DecimalInput {...field} value={values.amount} onValueChange={(amount) => { onChange({ amount }); }} />}
      </LabelledField>
    </>
  );
}

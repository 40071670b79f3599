import { HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CurrencySelectQuery } from '../../__generated__/CurrencySelectQuery.graphql.ts';

const messages = defineMessages({
  none: { id: 'ui.CurrencySelect.none', defaultMessage: 'Select a currency', description: 'The empty choice of a currency list' },
});

export interface CurrencySelectProps {
  /** The select's id, for its FormGroup's `labelFor`. */
  id: string;
  /** The ISO 4217 code chosen, or `''` for none. */
  value: string;
  onChange: (code: string) => void;
  /** Marks the select invalid for assistive technology. @default false */
  invalid?: boolean;
  /** The id of the text that explains the field or its error. @default none */
  describedBy?: string;
}

/**
 * The currencies the database accepts (`portfolio.currency`, every ISO 4217 code), each named in the user's language
 * by the browser (`BRL — Real brasileiro`), the database's English name where the browser has none. The list is read
 * once and then comes from the store. Suspends while it loads: put it under a `Suspense`.
 */
export function CurrencySelect({ id, value, onChange, invalid = false, describedBy }: CurrencySelectProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<CurrencySelectQuery>(
    graphql`
      query CurrencySelectQuery {
        portfolio_currency(order_by: { value: asc }) {
          value
          comment
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const names = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'currency', fallback: 'none' }), [intl.locale]);
  return (
    <HTMLSelect
      id={id}
      value={value}
      onChange={(event) => { onChange(event.currentTarget.value); }}
      fill
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <option value="">{intl.formatMessage(messages.none)}</option>
      {data.portfolio_currency.map(({ value: code, comment }) => (
        <option key={code} value={code}>{`${code} — ${names.of(code) ?? comment}`}</option>
      ))}
    </HTMLSelect>
  );
}

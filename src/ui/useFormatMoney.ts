import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats an amount of money in the user's language: `useFormatMoney()('1234567.89', 'BRL')` is `R$ 1.234.567,89`
 * in Portuguese and `R$1,234,567.89` in English. The amount stays a decimal string all the way into
 * `Intl.NumberFormat`, which formats strings exactly, so no digit goes through a float; the currency's own number of
 * decimals applies (two for BRL, none for JPY), rounded half-even.
 *
 * @returns `format(amount, currency)`: `amount` a plain decimal string as the database writes `numeric`, `currency`
 *   an ISO 4217 code.
 */
export function useFormatMoney(): (amount: string, currency: string) => string {
  const intl = useIntl();
  return useCallback(
    (amount: string, currency: string) => intl.formatNumber(amount as Intl.StringNumericLiteral, {
      style: 'currency', currency, roundingMode: 'halfEven',
    }),
    [intl],
  );
}

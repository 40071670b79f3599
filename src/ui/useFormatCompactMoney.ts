import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { compare } from '../../common/finance/money.ts';

/** From this amount up, a card shows the short form (`R$ 253,7 mi`); below it every digit fits. */
const COMPACT_FROM = '100000';

/**
 * Formats an amount of money for a card or a chart's axis: `R$ 253,7 bi` in Portuguese, `R$253.7B` in English, and
 * in full below a hundred thousand. The decimal string goes into `Intl.NumberFormat` as a string, so no digit passes
 * through a float before the display rounds it (half-even).
 *
 * @returns `format(amount, currency, always)`, `always` short even for a small amount (an axis's ticks); the full
 *   amount is `useFormatMoney`'s.
 */
export function useFormatCompactMoney(): (amount: string, currency: string, always?: boolean) => string {
  const intl = useIntl();
  return useCallback((amount: string, currency: string, always = false) => {
    const compact = always || compare(amount.replace(/^-/, ''), COMPACT_FROM) >= 0;
    return intl.formatNumber(amount as Intl.StringNumericLiteral, {
      style: 'currency', currency, roundingMode: 'halfEven',
      ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
    });
  }, [intl]);
}

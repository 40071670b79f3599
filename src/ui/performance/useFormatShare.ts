import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toDecimal } from '../../../common/finance/money.ts';

/**
 * Formats a share of a company (`share_percentage`, a percentage from 0 to 100 such as `"12.5000"`) in the user's
 * language: `12,5%` in Portuguese, `12.5%` in English. The percentage becomes a fraction by exact decimal arithmetic
 * and is formatted from a string, so a share of `33.3333` shows as typed.
 */
export function useFormatShare(): (share: string) => string {
  const intl = useIntl();
  return useCallback((share: string) => {
    const fraction = toDecimal(share).times('0.01').toString() as Intl.StringNumericLiteral;
    return intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 4 });
  }, [intl]);
}

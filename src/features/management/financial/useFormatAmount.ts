import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats an amount of the analysis's tables (reais, the currency said once above the table) with two decimals in the
 * page's language, exactly from its decimal string, half-even; "—" for an amount that is not known.
 */
export function useFormatAmount(): (value: string | null) => string {
  const intl = useIntl();
  return useCallback((value: string | null) => (value === null
    ? '—'
    : intl.formatNumber(value as Intl.StringNumericLiteral, { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven' })), [intl]);
}

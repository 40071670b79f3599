import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** An amount of the analysis's tables with two decimals, exactly from its decimal string, half-even; "—" when unknown. */
export function formatAmount(intl: IntlShape, value: string | null): string {
  return value === null
    ? '—'
    : intl.formatNumber(value as Intl.StringNumericLiteral, { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven' });
}

/**
 * Formats an amount of the analysis's tables (reais, the currency said once above the table) with two decimals in the
 * page's language, exactly from its decimal string, half-even; "—" for an amount that is not known.
 */
export function useFormatAmount(): (value: string | null) => string {
  const intl = useIntl();
  return useCallback((value: string | null) => formatAmount(intl, value), [intl]);
}

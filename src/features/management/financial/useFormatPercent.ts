import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** A percentage computed by common/finance (already rounded), exactly, or "—" when there is none. */
export function formatPercent(intl: IntlShape, value: string | null): string {
  return value === null
    ? '—'
    : intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'unit', unit: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * Formats a percentage computed by common/finance (a decimal string such as `"-12.5"`, already rounded) in the
 * page's language, exactly, or "—" when there is none (a zero base).
 */
export function useFormatPercent(): (value: string | null) => string {
  const intl = useIntl();
  return useCallback((value: string | null) => formatPercent(intl, value), [intl]);
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats a percentage computed by common/finance (a decimal string such as `"-12.5"`, already rounded) in the
 * page's language, exactly, or "—" when there is none (a zero base).
 */
export function useFormatPercent(): (value: string | null) => string {
  const intl = useIntl();
  return useCallback((value: string | null) => (value === null
    ? '—'
    : intl.formatNumber(value as Intl.StringNumericLiteral, { style: 'unit', unit: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })), [intl]);
}

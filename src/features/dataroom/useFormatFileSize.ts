import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Formats a size in bytes for people, in the user's language: `980 bytes`, `12 kB`, `3.4 MB` (decimal units, as
 * file managers and the dataroom's limit of "50 MB" use them).
 */
export function useFormatFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return useCallback((bytes: number) => {
    let value = bytes;
    let unit = 0;
    while (value >= 1000 && unit < UNITS.length - 1) {
      value /= 1000;
      unit += 1;
    }
    return intl.formatNumber(value, {
      style: 'unit', unit: UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
    });
  }, [intl]);
}

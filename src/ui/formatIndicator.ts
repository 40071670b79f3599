import type { IntlShape } from 'react-intl';

/**
 * An indicator's value in its unit (`accounting.indicator_kind.unit`): currency in reais (the companies are
 * Brazilian; an indicator carries no currency of its own), percent as `35.5%`, months as `12 months`, counts as whole
 * numbers, ratios with two decimals. An unknown unit shows the number as it is.
 */
export function formatIndicator(intl: IntlShape, value: string, unit: string): string {
  // A wire decimal goes into Intl as a string, formatted exactly without going through a float.
  const number = value as Intl.StringNumericLiteral;
  switch (unit) {
    case 'currency':
    case 'BRL':
      return intl.formatNumber(number, { style: 'currency', currency: 'BRL', roundingMode: 'halfEven' });
    case 'percent':
    case '%':
      return intl.formatNumber(number, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 });
    case 'months':
      return intl.formatNumber(number, { style: 'unit', unit: 'month', unitDisplay: 'long', maximumFractionDigits: 1 });
    case 'count':
    case 'people':
      return intl.formatNumber(number, { maximumFractionDigits: 0 });
    case 'ratio':
      return intl.formatNumber(number, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    default:
      return intl.formatNumber(number);
  }
}

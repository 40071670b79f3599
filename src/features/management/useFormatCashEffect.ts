import { useCallback } from 'react';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';

/** Formats a decimal string of reais (books are kept in BRL) in the page's language, exactly. */
export function useFormatCashEffect(): (amount: string) => string {
  const formatMoney = useFormatMoney();
  return useCallback((amount: string) => formatMoney(amount, 'BRL'), [formatMoney]);
}

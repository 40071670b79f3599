import { useMemo } from 'react';
import { keyFigures } from './keyFigures.ts';
import { KeyFigureCards } from './KeyFigureCards.tsx';
import { periodOf } from './financialPeriod.ts';
import { useFinancialBooks } from './useFinancialBooks.ts';
import { useFinancialYears } from './useFinancialYears.ts';

/** The key figures of a client's latest year with figures, each opening its tab: the management home's summary. */
export function LatestKeyFigures({ clientId }: { clientId: string }) {
  const { years, lastMonth } = useFinancialYears(clientId);
  const period = useMemo(() => periodOf(new URLSearchParams(), years, new Date(), lastMonth), [years, lastMonth]);
  const books = useFinancialBooks(clientId, period, null);
  const figures = useMemo(() => keyFigures(books), [books]);
  return <KeyFigureCards figures={figures} clientId={clientId} year={period.year} lastImportAt={books.lastImportAt} />;
}

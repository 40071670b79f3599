import { useMemo } from 'react';
import { KeyFigureCards } from './KeyFigureCards.tsx';
import { keyFigures } from './keyFigures.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';

/** The summary tab: the key figures at the last month shown, each opening its tab. */
export function SummaryTab({ books, clientId }: { books: FinancialBooks; clientId: string }) {
  const figures = useMemo(() => keyFigures(books), [books]);
  return <KeyFigureCards figures={figures} clientId={clientId} year={books.period.year} lastImportAt={books.lastImportAt} />;
}

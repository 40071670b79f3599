import { type ReactNode, useMemo } from 'react';
import { keyFigures } from './keyFigures.ts';
import { KeyFigureCards } from './KeyFigureCards.tsx';
import { periodOf } from './financialPeriod.ts';
import { useFinancialBooks } from './useFinancialBooks.ts';
import { useFinancialYears } from './useFinancialYears.ts';
import { ReportButton } from './ReportButton.tsx';
import classes from './financial.module.css';

/**
 * The key figures of a client's latest year with figures, each opening its tab, and the management report of that
 * year as a PDF: the management home's financial analysis (`children` go into its toolbar).
 */
export function LatestKeyFigures({ clientId, clientName, organizationName, children }: { clientId: string; clientName: string; organizationName: string; children?: ReactNode }) {
  const { years, lastMonth } = useFinancialYears(clientId);
  const period = useMemo(() => periodOf(new URLSearchParams(), years, new Date(), lastMonth), [years, lastMonth]);
  const books = useFinancialBooks(clientId, period, null, lastMonth);
  const figures = useMemo(() => keyFigures(books), [books]);
  return (
    <>
      <div className={classes.cardsToolbar}>
        {children}
        <ReportButton books={books} clientId={clientId} organizationName={organizationName} clientName={clientName} />
      </div>
      <KeyFigureCards figures={figures} clientId={clientId} year={period.year} lastImportAt={books.lastImportAt} />
    </>
  );
}

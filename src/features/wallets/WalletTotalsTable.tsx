import { Classes, HTMLTable } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { MoicFigure, XirrFigure } from '../../ui/performance/PerformanceFigure.tsx';
import type { CurrencyTotals } from './walletTotals.ts';
import styles from './wallets.module.css';

const messages = defineMessages({
  label: { id: 'wallets.WalletTotalsTable.label', defaultMessage: 'Totals per currency', description: 'Accessible name of the wallet\'s totals table' },
  currency: { id: 'wallets.WalletTotalsTable.currency', defaultMessage: 'Currency', description: 'Column: the currency of the investments of the row' },
  investments: { id: 'wallets.WalletTotalsTable.investments', defaultMessage: 'Investments', description: 'Column: how many investments' },
  invested: { id: 'wallets.WalletTotalsTable.invested', defaultMessage: 'Invested (net)', description: 'Column: the net amount invested' },
  currentValue: { id: 'wallets.WalletTotalsTable.currentValue', defaultMessage: 'Current value', description: 'Column: latest valuations × shares' },
  moic: { id: 'wallets.WalletTotalsTable.moic', defaultMessage: 'MOIC', description: 'Column: multiple on invested capital' },
  xirr: { id: 'wallets.WalletTotalsTable.xirr', defaultMessage: 'XIRR', description: 'Column: annual internal rate of return' },
  unknown: { id: 'wallets.WalletTotalsTable.unknown', defaultMessage: 'Incomplete', description: 'Current value when some companies have no valuation report' },
});
const asOf = defineMessage<{ date: string }>({
  id: 'wallets.WalletTotalsTable.asOf', defaultMessage: 'as of {date}', description: 'Under a current value: the date of the latest valuation behind it',
});
const unvalued = defineMessage<{ count: number }>({
  id: 'wallets.WalletTotalsTable.unvalued',
  defaultMessage: '{count, plural, one {# investment without valuation} other {# investments without valuation}}',
  description: 'Under an incomplete current value: how many investments have no valuation of their company',
});

/** The wallet's invested, current value, MOIC and XIRR, one row per currency of investment. */
export function WalletTotalsTable({ totals }: { totals: readonly CurrencyTotals[] }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatIsoDate();
  const amount = (list: readonly { currency: string; amount: string }[]) =>
    list.map((item) => <div key={item.currency}>{formatMoney(item.amount, item.currency)}</div>);
  return (
    <HTMLTable className={styles.totals} aria-label={intl.formatMessage(messages.label)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.currency)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.investments)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.invested)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.currentValue)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.moic)}</th>
          <th scope="col" className={styles.number}>{intl.formatMessage(messages.xirr)}</th>
        </tr>
      </thead>
      <tbody>
        {totals.map(({ currency, investments, figures }) => (
          <tr key={currency}>
            <th scope="row">{currency}</th>
            <td className={styles.number}>{intl.formatNumber(investments)}</td>
            <td className={styles.number}>{amount(figures.invested)}</td>
            <td className={styles.number}>
              {figures.currentValue === null
                ? (
                  <>
                    {intl.formatMessage(messages.unknown)}
                    <small className={`${styles.under} ${Classes.TEXT_MUTED}`}>{intl.formatMessage(unvalued, { count: figures.withoutValuation })}</small>
                  </>
                  )
                : (
                  <>
                    {amount(figures.currentValue)}
                    {figures.valuationDate !== null && (
                      <small className={`${styles.under} ${Classes.TEXT_MUTED}`}>{intl.formatMessage(asOf, { date: formatDate(figures.valuationDate) })}</small>
                    )}
                  </>
                  )}
            </td>
            <td className={styles.number}><MoicFigure result={figures.moic} unvalued={figures.withoutValuation} /></td>
            <td className={styles.number}><XirrFigure result={figures.xirr} unvalued={figures.withoutValuation} /></td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

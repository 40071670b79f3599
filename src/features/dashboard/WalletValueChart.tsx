import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WalletValueChart_query$key } from '../../../__generated__/WalletValueChart_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { ChartCanvas } from '../../ui/charts/ChartCanvas.tsx';
import { ChartFigure } from '../../ui/charts/ChartFigure.tsx';
import type { ChartTable } from '../../ui/charts/ChartFigure.tsx';
import { baseOptions, categoryAxis, plotted, shortName, valueAxis } from '../../ui/charts/chartOptions.ts';
import styles from '../../ui/charts/charts.module.css';
import { figuresOf } from './currencyFigures.ts';
import type { CurrencyFigures } from './currencyFigures.ts';
import { unvaluedMessage } from './figureMessages.ts';
import { MoicCell } from './MoicCell.tsx';
import { NotComputable } from './NotComputable.tsx';
import { useChartColors } from '../../ui/charts/useChartColors.ts';
import { useFormatCompactMoney } from '../../ui/useFormatCompactMoney.ts';

/** Wallets drawn at most; the table and the caption say when there are more. */
const SHOWN = 12;

const messages = defineMessages({
  title: { id: 'dashboard.WalletValueChart.title', defaultMessage: 'Invested and current value per wallet', description: 'Title of the wallets bar chart' },
  wallet: { id: 'dashboard.WalletValueChart.wallet', defaultMessage: 'Wallet', description: 'Column header' },
  invested: { id: 'dashboard.WalletValueChart.invested', defaultMessage: 'Invested (net)', description: 'Series and column' },
  value: { id: 'dashboard.WalletValueChart.value', defaultMessage: 'Current value', description: 'Series and column' },
  moic: { id: 'dashboard.WalletValueChart.moic', defaultMessage: 'MOIC', description: 'Column header' },
  none: { id: 'dashboard.WalletValueChart.none', defaultMessage: 'No wallet holds an investment in this currency.', description: 'In place of the wallets chart' },
});
const caption = defineMessage<{ currency: string; shown: number; more: 'true' | 'false' }>({
  id: 'dashboard.WalletValueChart.caption',
  defaultMessage: '{more, select, true {The {shown} wallets with the most invested in {currency}:} other {Each wallet, in {currency}:}} net amount invested beside the current value of its stakes (latest valuation × share). A missing bar is a value that cannot be computed.',
  description: 'Caption of the wallets bar chart',
});

/** The current value to draw: none where it is unknown. */
const valueOf = (figures: CurrencyFigures): string | null => (figures.currentValue?.known ? figures.currentValue.amount : null);

/** Per wallet, invested against current value, in one currency: the wallets with the most invested first. */
export function WalletValueChart({ query, currency }: { query: WalletValueChart_query$key; currency: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatCompact = useFormatCompactMoney();
  const colors = useChartColors();
  const data = useFragment(graphql`
    fragment WalletValueChart_query on query_root
    @argumentDefinitions(organizationId: { type: "uuid!" }, currency: { type: "String!" }) {
      walletPerformance: portfolio_wallet_performance(
        where: { organization_id: { _eq: $organizationId }, currency: { _eq: $currency } }
        order_by: [{ invested: desc }, { wallet_id: asc }]
        limit: 13
      ) {
        wallet_id
        currency
        invested
        current_value
        investments
        valued
        unvalued
        mismatched
        wallet {
          id
          name
        }
      }
    }
  `, query);
  const more = data.walletPerformance.length > SHOWN;
  const wallets = useMemo(() => data.walletPerformance.slice(0, SHOWN).flatMap((row) => {
    const figures = figuresOf(row);
    return figures && row.wallet ? [{ id: row.wallet.id, name: row.wallet.name, figures }] : [];
  }), [data.walletPerformance]);

  const config = useMemo((): ChartConfiguration<'bar', (number | null)[], string> => ({
    type: 'bar',
    data: {
      labels: wallets.map((wallet) => shortName(wallet.name)),
      datasets: [
        { label: intl.formatMessage(messages.invested), data: wallets.map((wallet) => plotted(wallet.figures.invested)), backgroundColor: colors.primary, borderRadius: 3, maxBarThickness: 16 },
        { label: intl.formatMessage(messages.value), data: wallets.map((wallet) => plotted(valueOf(wallet.figures))), backgroundColor: colors.secondary, borderRadius: 3, maxBarThickness: 16 },
      ],
    },
    options: {
      ...baseOptions<'bar'>(colors),
      indexAxis: 'y',
      scales: { y: categoryAxis(colors), x: valueAxis(colors, (value) => formatCompact(String(Math.round(value)), currency, true)) },
      plugins: {
        ...baseOptions<'bar'>(colors).plugins,
        tooltip: {
          callbacks: {
            label: (item) => {
              const figures = wallets.at(item.dataIndex)?.figures;
              const amount = figures && (item.datasetIndex === 0 ? figures.invested : valueOf(figures));
              return amount ? `${item.dataset.label ?? ''}: ${formatMoney(amount, currency)}` : '';
            },
          },
        },
      },
    },
  }), [wallets, colors, intl, formatCompact, formatMoney, currency]);

  const table: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.wallet) }, { label: intl.formatMessage(messages.invested), numeric: true },
      { label: intl.formatMessage(messages.value), numeric: true }, { label: intl.formatMessage(messages.moic), numeric: true }],
    rows: wallets.map(({ id, name, figures }) => ({
      key: id,
      cells: [
        <Link key="name" to={paths.wallet(id)}>{name}</Link>,
        formatMoney(figures.invested, currency),
        figures.currentValue === null ? '—' : figures.currentValue.known ? formatMoney(figures.currentValue.amount, currency)
          : <NotComputable why={intl.formatMessage(unvaluedMessage, { count: figures.currentValue.unvalued })} />,
        <MoicCell key="moic" figures={figures} />,
      ],
    })),
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(caption, { currency, shown: SHOWN, more: more ? 'true' : 'false' });
  return (
    <ChartFigure title={title} caption={text} table={table} wide>
      {wallets.length === 0 ? <p className={styles.none}>{intl.formatMessage(messages.none)}</p> : (
        <ChartCanvas config={config} label={`${title}. ${text}`} height={Math.max(200, 56 + wallets.length * 34)} />
      )}
    </ChartFigure>
  );
}

import { BankAccountIcon, BriefcaseIcon, OfficeIcon, PercentageIcon, TrendingUpIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PortfolioTotals_query$key } from '../../../__generated__/PortfolioTotals_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { currencyFigures } from './currencyFigures.ts';
import type { CurrencyFigures } from './currencyFigures.ts';
import styles from './dashboard.module.css';
import { FigureCard } from './FigureCard.tsx';
import { unvaluedMessage } from './figureMessages.ts';
import { MoneyAmount } from './MoneyAmount.tsx';
import { NotComputable } from './NotComputable.tsx';
import { useFormatMoic } from './useFormatMoic.ts';

const messages = defineMessages({
  title: { id: 'dashboard.PortfolioTotals.title', defaultMessage: 'Totals', description: 'Accessible name of the row of total figures' },
  companies: { id: 'dashboard.PortfolioTotals.companies', defaultMessage: 'Companies', description: 'Card: how many companies the organization follows' },
  wallets: { id: 'dashboard.PortfolioTotals.wallets', defaultMessage: 'Wallets', description: 'Card: how many wallets the organization has' },
  invested: { id: 'dashboard.PortfolioTotals.invested', defaultMessage: 'Invested (net)', description: 'Card: the net amount invested' },
  currentValue: { id: 'dashboard.PortfolioTotals.currentValue', defaultMessage: 'Current value', description: 'Card: latest valuation × share, summed' },
  moic: { id: 'dashboard.PortfolioTotals.moic', defaultMessage: 'MOIC', description: 'Card: multiple on invested capital' },
  none: { id: 'dashboard.PortfolioTotals.none', defaultMessage: '—', description: 'In place of an amount when there is no investment' },
  noInvestment: { id: 'dashboard.PortfolioTotals.noInvestment', defaultMessage: 'No investment yet', description: 'Note under an empty amount card' },
  seeCompanies: { id: 'dashboard.PortfolioTotals.seeCompanies', defaultMessage: 'See my companies', description: 'Link under the companies count' },
  seeWallets: { id: 'dashboard.PortfolioTotals.seeWallets', defaultMessage: 'See my wallets', description: 'Link under the wallets count' },
  moicNote: { id: 'dashboard.PortfolioTotals.moicNote', defaultMessage: 'Current value ÷ invested', description: 'Note under the MOIC card: how it is computed' },
});
const valuedAt = defineMessage<{ date: string }>({
  id: 'dashboard.PortfolioTotals.valuedAt', defaultMessage: 'Latest valuation {date}', description: 'Note under the current value: the date of the newest valuation behind it',
});

/**
 * The organization's totals, one card each: companies, wallets, invested (net), current value (latest valuation ×
 * share) and MOIC, amounts per currency and never added across currencies (currencyFigures.ts). Home and the
 * dashboard both open with it.
 */
export function PortfolioTotals({ query }: { query: PortfolioTotals_query$key }) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const data = useFragment(graphql`
    fragment PortfolioTotals_query on query_root @argumentDefinitions(organizationId: { type: "uuid!" }) {
      totalsCompanies: portfolio_company_aggregate(where: { organization_id: { _eq: $organizationId } }) {
        aggregate {
          count
        }
      }
      totalsWallets: portfolio_wallet_aggregate(where: { organization_id: { _eq: $organizationId } }) {
        aggregate {
          count
        }
      }
      totalsPerformance: portfolio_organization_performance(where: { organization_id: { _eq: $organizationId } }) {
        currency
        invested
        current_value
        investments
        valued
        unvalued
        mismatched
        valued_at
      }
    }
  `, query);
  const figures = currencyFigures(data.totalsPerformance);
  const invested = figures.filter((figure) => figure.investments > 0);
  const valued = figures.filter((figure) => figure.currentValue !== null);
  const latest = data.totalsPerformance.reduce<string | null>((max, row) => (row.valued_at && (max === null || row.valued_at > max) ? row.valued_at : max), null);
  const none = <span>{intl.formatMessage(messages.none)}</span>;
  const noInvestment = invested.length === 0 ? intl.formatMessage(messages.noInvestment) : undefined;
  return (
    <section className={styles.totals} aria-label={intl.formatMessage(messages.title)}>
      <FigureCard label={intl.formatMessage(messages.companies)} icon={<OfficeIcon />}
        note={<Link to={paths.myCompanies}>{intl.formatMessage(messages.seeCompanies)}</Link>}>
        <span>{intl.formatNumber(data.totalsCompanies.aggregate?.count ?? 0)}</span>
      </FigureCard>
      <FigureCard label={intl.formatMessage(messages.wallets)} icon={<BriefcaseIcon />}
        note={<Link to={paths.myWallets}>{intl.formatMessage(messages.seeWallets)}</Link>}>
        <span>{intl.formatNumber(data.totalsWallets.aggregate?.count ?? 0)}</span>
      </FigureCard>
      <FigureCard label={intl.formatMessage(messages.invested)} icon={<BankAccountIcon />} note={noInvestment}>
        {invested.length === 0 ? none : invested.map((figure) => <MoneyAmount key={figure.currency} amount={figure.invested} currency={figure.currency} />)}
      </FigureCard>
      <FigureCard label={intl.formatMessage(messages.currentValue)} icon={<TrendingUpIcon />}
        note={latest === null ? noInvestment : intl.formatMessage(valuedAt, { date: formatDate(latest) })}>
        {valued.length === 0 ? none : valued.map((figure) => <CurrentValueLine key={figure.currency} figure={figure} />)}
      </FigureCard>
      <FigureCard label={intl.formatMessage(messages.moic)} icon={<PercentageIcon />}
        note={noInvestment ?? intl.formatMessage(messages.moicNote)}>
        {invested.length === 0 ? none : invested.map((figure) => <MoicLine key={figure.currency} figure={figure} many={invested.length > 1} />)}
      </FigureCard>
    </section>
  );
}

function CurrentValueLine({ figure }: { figure: CurrencyFigures }) {
  const intl = useIntl();
  const value = figure.currentValue;
  if (value === null) return null;
  if (!value.known) return <NotComputable why={intl.formatMessage(unvaluedMessage, { count: value.unvalued })} />;
  return <MoneyAmount amount={value.amount} currency={figure.currency} />;
}

/** The MOIC of one currency; with several, each says its currency (a multiple has no currency sign of its own). */
function MoicLine({ figure, many }: { figure: CurrencyFigures; many: boolean }) {
  const formatMoic = useFormatMoic();
  if (figure.moic === null) return null;
  const text = formatMoic(figure.moic, figure.unvalued);
  const suffix = many ? <span className={styles.currencyCode}>{figure.currency}</span> : null;
  return text.computable ? <span>{text.text}{suffix}</span> : <span><NotComputable why={text.why} />{suffix}</span>;
}

import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PerformanceTab_wallet$key } from '../../../__generated__/PerformanceTab_wallet.graphql.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { performanceOf } from '../../ui/performance/performanceRows.ts';
import { PerformanceTable } from './PerformanceTable.tsx';
import type { PerformanceTableRow } from './PerformanceTable.tsx';
import { useFormatShare } from '../../ui/performance/useFormatShare.ts';

const messages = defineMessages({
  about: {
    id: 'investments.PerformanceTab.about',
    defaultMessage: 'Invested is the net amount of each investment. Current value is the company\'s latest valuation times the share bought. MOIC is current value divided by invested; XIRR is the annual rate of return, counting the current value as received on its valuation date.',
    description: 'How the performance figures are computed',
  },
});
const investmentLabel = defineMessage<{ date: string; share: string }>({
  id: 'investments.PerformanceTab.investment', defaultMessage: 'Investment of {date} ({share})', description: 'Row of one investment: its date and share',
});
const holdingLabel = defineMessage<{ company: string }>({
  id: 'investments.PerformanceTab.holding', defaultMessage: '{company} in this wallet', description: 'Row of all the wallet\'s investments in the company',
});
const walletLabel = defineMessage<{ wallet: string }>({
  id: 'investments.PerformanceTab.wallet', defaultMessage: 'Whole wallet: {wallet}', description: 'Row of all the wallet\'s investments in every company',
});

export interface PerformanceTabProps {
  wallet: PerformanceTab_wallet$key;
  /** The company of the screen: its investments get a row each, and a row together. */
  companyId: string;
}

/**
 * Performance per investment and per wallet (issue 8 item 4): invested, current value (latest valuation × share),
 * MOIC and XIRR, computed by `common/finance` from every investment of the wallet and every valuation of its companies.
 */
export function PerformanceTab({ wallet, companyId }: PerformanceTabProps) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const formatShare = useFormatShare();
  const data = useFragment(graphql`
    fragment PerformanceTab_wallet on portfolio_wallet {
      name
      wallet_companies {
        company {
          id
          name
          valuation_reports {
            id
            valuation_date
            valuation_amount
            valuation_currency
            created_at
          }
        }
        investments(order_by: [{ investment_date: asc }, { id: asc }]) {
          id
          investment_date
          net_amount
          currency
          share_percentage
        }
      }
    }
  `, wallet);

  const rows = useMemo((): PerformanceTableRow[] => {
    const items = data.wallet_companies.flatMap(({ company, investments }) => investments.map((investment) => ({
      companyId: company.id,
      companyName: company.name,
      investment: {
        id: investment.id, date: investment.investment_date, net: investment.net_amount, currency: investment.currency,
        share: investment.share_percentage,
      },
      valuations: company.valuation_reports.map((report) => ({
        date: report.valuation_date, amount: report.valuation_amount, currency: report.valuation_currency, createdAt: report.created_at,
      })),
    })));
    const mine = items.filter((item) => item.companyId === companyId);
    const company = data.wallet_companies.find((holding) => holding.company.id === companyId)?.company.name ?? '';
    return [
      ...mine.map((item) => ({
        key: item.investment.id,
        label: intl.formatMessage(investmentLabel, { date: formatDate(item.investment.date), share: formatShare(item.investment.share) }),
        figures: performanceOf([item]),
      })),
      { key: 'holding', label: intl.formatMessage(holdingLabel, { company }), figures: performanceOf(mine), total: true },
      { key: 'wallet', label: intl.formatMessage(walletLabel, { wallet: data.name }), figures: performanceOf(items), total: true },
    ];
  }, [data, companyId, intl, formatDate, formatShare]);

  return (
    <>
      <PerformanceTable rows={rows} />
      <Callout>{intl.formatMessage(messages.about)}</Callout>
    </>
  );
}

import { Callout } from '@blueprintjs/core';
import { CircleIcon, RocketSlantIcon, TickCircleIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GettingStarted_query$key } from '../../../__generated__/GettingStarted_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import styles from './home.module.css';

const messages = defineMessages({
  title: { id: 'home.GettingStarted.title', defaultMessage: 'Set up your portfolio', description: 'Title of the checklist shown while the organization has no data' },
  intro: { id: 'home.GettingStarted.intro', defaultMessage: 'Four steps bring this organization\'s figures and charts to life.', description: 'Intro of the set-up checklist' },
  viewerIntro: { id: 'home.GettingStarted.viewerIntro', defaultMessage: 'This organization has no data yet. Its editors and owners add companies, wallets, investments and valuations.', description: 'Intro of the set-up checklist for a viewer, who cannot add data' },
  company: { id: 'home.GettingStarted.company', defaultMessage: 'Add the companies you follow', description: 'Set-up step, links to My companies' },
  wallet: { id: 'home.GettingStarted.wallet', defaultMessage: 'Create a wallet', description: 'Set-up step, links to My wallets' },
  investment: { id: 'home.GettingStarted.investment', defaultMessage: 'Record an investment in a wallet', description: 'Set-up step, links to My wallets' },
  report: { id: 'home.GettingStarted.report', defaultMessage: 'Add a valuation report to a company', description: 'Set-up step, links to My companies' },
  done: { id: 'home.GettingStarted.done', defaultMessage: 'Done', description: 'Accessible name of the tick of a completed set-up step' },
  todo: { id: 'home.GettingStarted.todo', defaultMessage: 'To do', description: 'Accessible name of the circle of a set-up step not done yet' },
});

/** Whether the organization lacks any of the data the figures need (and the checklist is shown). */
export function needsSetUp(counts: { companies: number; wallets: number; investments: number; reports: number }): boolean {
  return Object.values(counts).some((count) => count === 0);
}

/**
 * The set-up checklist of an organization with no data yet: what to add, in the order the figures need it, each
 * step linked to where it is done and ticked once done. Hidden once everything is there.
 */
export function GettingStarted({ query, canEdit }: { query: GettingStarted_query$key; canEdit: boolean }) {
  const intl = useIntl();
  const data = useFragment(graphql`
    fragment GettingStarted_query on query_root @argumentDefinitions(organizationId: { type: "uuid!" }) {
      setUpCompanies: portfolio_company_aggregate(where: { organization_id: { _eq: $organizationId } }) {
        aggregate {
          count
        }
      }
      setUpWallets: portfolio_wallet_aggregate(where: { organization_id: { _eq: $organizationId } }) {
        aggregate {
          count
        }
      }
      setUpInvestments: portfolio_investment_aggregate(where: { wallet: { organization_id: { _eq: $organizationId } } }) {
        aggregate {
          count
        }
      }
      setUpReports: portfolio_valuation_report_aggregate(where: { company: { organization_id: { _eq: $organizationId } } }) {
        aggregate {
          count
        }
      }
    }
  `, query);
  const counts = {
    companies: data.setUpCompanies.aggregate?.count ?? 0,
    wallets: data.setUpWallets.aggregate?.count ?? 0,
    investments: data.setUpInvestments.aggregate?.count ?? 0,
    reports: data.setUpReports.aggregate?.count ?? 0,
  };
  if (!needsSetUp(counts)) return null;
  const steps: [label: MessageDescriptor, to: string, done: boolean][] = [
    [messages.company, paths.myCompanies, counts.companies > 0],
    [messages.wallet, paths.myWallets, counts.wallets > 0],
    [messages.investment, paths.myWallets, counts.investments > 0],
    [messages.report, paths.myCompanies, counts.reports > 0],
  ];
  return (
    <Callout icon={<RocketSlantIcon />} title={intl.formatMessage(messages.title)} className={styles.setUp}>
      <p>{intl.formatMessage(canEdit ? messages.intro : messages.viewerIntro)}</p>
      <ol className={styles.steps}>
        {steps.map(([label, to, done]) => (
          <li key={label.id} className={done ? styles.stepDone : undefined}>
            {done
              ? <TickCircleIcon className={styles.success} title={intl.formatMessage(messages.done)} />
              : <CircleIcon title={intl.formatMessage(messages.todo)} />}
            {canEdit && !done ? <Link to={to}>{intl.formatMessage(label)}</Link> : <span>{intl.formatMessage(label)}</span>}
          </li>
        ))}
      </ol>
    </Callout>
  );
}

import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { ChatIcon, LockIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyAccountingTab_query$key } from '../../../__generated__/CompanyAccountingTab_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { CompanyAccountingFacts } from './CompanyAccountingFacts.tsx';
import { planModules } from '../../app/organizations/planModules.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { LedgerSummary } from '../../ui/ledger/LedgerSummary.tsx';
import styles from './companies.module.css';

const messages = defineMessages({
  disabledTitle: {
    id: 'companies.CompanyAccountingTab.disabledTitle',
    defaultMessage: 'The accounting module is not enabled for this organization',
    description: 'Accounting tab of a company whose organization\'s plan lacks the accounting module',
  },
  disabledText: {
    id: 'companies.CompanyAccountingTab.disabledText',
    defaultMessage: 'To analyse the accounting of your companies (cash flow, budget against actual, burn rate), contact us and we will enable the module in your plan.',
    description: 'Contact instructions under the accounting-not-enabled notice',
  },
  contact: { id: 'companies.CompanyAccountingTab.contact', defaultMessage: 'Contact us', description: 'Link to the contact page from the accounting-not-enabled notice' },
  noData: {
    id: 'companies.CompanyAccountingTab.noData',
    defaultMessage: 'No accounting data has been imported for this company yet.',
    description: 'Accounting tab of a company without an accounting client',
  },
});

/** The company's accounting: what is imported and its figures (the year's result, the balance sheet), or why there is none. */
export function CompanyAccountingTab({ query }: { query: CompanyAccountingTab_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CompanyAccountingTab_query on query_root {
        company: portfolio_company_by_pk(id: $companyId) {
          organization {
            plan {
              configuration
            }
          }
          client {
            id
          }
        }
        ...CompanyAccountingFacts_query
      }
    `,
    query,
  );
  if (!planModules(data.company?.organization.plan?.configuration).accounting) {
    return (
      <NonIdealState
        icon={<LockIcon size={48} />}
        title={intl.formatMessage(messages.disabledTitle)}
        description={intl.formatMessage(messages.disabledText)}
        action={<LinkButton icon={<ChatIcon />} intent={Intent.PRIMARY} to={paths.contact} text={intl.formatMessage(messages.contact)} />}
      />
    );
  }
  if (!data.company?.client) return <Callout intent={Intent.PRIMARY}>{intl.formatMessage(messages.noData)}</Callout>;
  return (
    <>
      <CompanyAccountingFacts query={data} />
      <Suspense fallback={<Spinner size={24} />}>
        <div className={styles.ledgerSummary}><LedgerSummary clientId={data.company.client.id} /></div>
      </Suspense>
    </>
  );
}

import { defineMessages, useIntl } from 'react-intl';
import type { CompanyAccountingTab_query$key } from '../../../__generated__/CompanyAccountingTab_query.graphql.ts';
import type { CompanyIndicatorsTab_company$key } from '../../../__generated__/CompanyIndicatorsTab_company.graphql.ts';
import type { CompanyReportsTab_company$key } from '../../../__generated__/CompanyReportsTab_company.graphql.ts';
import type { CompanySummaryTab_company$key } from '../../../__generated__/CompanySummaryTab_company.graphql.ts';
import { CompanyAccountingTab } from './CompanyAccountingTab.tsx';
import { CompanyIndicatorsTab } from './CompanyIndicatorsTab.tsx';
import { CompanyReportsTab } from './CompanyReportsTab.tsx';
import { CompanySummaryTab } from './CompanySummaryTab.tsx';
import { AddressTabs } from '../../ui/AddressTabs.tsx';
import styles from './companies.module.css';

const messages = defineMessages({
  summary: { id: 'companies.CompanyTabs.summary', defaultMessage: 'Summary', description: 'Tab: key facts of the company' },
  reports: { id: 'companies.CompanyTabs.reports', defaultMessage: 'Reports', description: 'Tab: the company\'s valuation reports' },
  accounting: { id: 'companies.CompanyTabs.accounting', defaultMessage: 'Accounting', description: 'Tab: the company\'s accounting data' },
  indicators: { id: 'companies.CompanyTabs.indicators', defaultMessage: 'Indicators', description: 'Tab: the indicators the company reports' },
});

type CompanyKey = CompanySummaryTab_company$key & CompanyReportsTab_company$key & CompanyIndicatorsTab_company$key;

/**
 * The company's tabs, the open one in the address (`?tab=reports`) so a link opens it. Changing tab drops the
 * previous tab's list state (page, size, sort) from the address: it meant another list.
 */
export function CompanyTabs({ company, query }: { company: CompanyKey; query: CompanyAccountingTab_query$key }) {
  const intl = useIntl();
  return (
    <AddressTabs
      id="company-tabs"
      className={styles.tabs}
      tabs={[
        { id: 'summary', title: intl.formatMessage(messages.summary), panel: <CompanySummaryTab company={company} /> },
        { id: 'reports', title: intl.formatMessage(messages.reports), panel: <CompanyReportsTab company={company} /> },
        { id: 'accounting', title: intl.formatMessage(messages.accounting), panel: <CompanyAccountingTab query={query} /> },
        { id: 'indicators', title: intl.formatMessage(messages.indicators), panel: <CompanyIndicatorsTab company={company} /> },
      ]}
    />
  );
}

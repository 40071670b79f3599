import { Tab, Tabs } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CompanyAccountingTab_query$key } from '../../../__generated__/CompanyAccountingTab_query.graphql.ts';
import type { CompanyIndicatorsTab_company$key } from '../../../__generated__/CompanyIndicatorsTab_company.graphql.ts';
import type { CompanyReportsTab_company$key } from '../../../__generated__/CompanyReportsTab_company.graphql.ts';
import type { CompanySummaryTab_company$key } from '../../../__generated__/CompanySummaryTab_company.graphql.ts';
import { CompanyAccountingTab } from './CompanyAccountingTab.tsx';
import { CompanyIndicatorsTab } from './CompanyIndicatorsTab.tsx';
import { CompanyReportsTab } from './CompanyReportsTab.tsx';
import { CompanySummaryTab } from './CompanySummaryTab.tsx';
import styles from './companies.module.css';

const messages = defineMessages({
  summary: { id: 'companies.CompanyTabs.summary', defaultMessage: 'Summary', description: 'Tab: key facts of the company' },
  reports: { id: 'companies.CompanyTabs.reports', defaultMessage: 'Reports', description: 'Tab: the company\'s valuation reports' },
  accounting: { id: 'companies.CompanyTabs.accounting', defaultMessage: 'Accounting', description: 'Tab: the company\'s accounting data' },
  indicators: { id: 'companies.CompanyTabs.indicators', defaultMessage: 'Indicators', description: 'Tab: the indicators the company reports' },
});

const TABS = ['summary', 'reports', 'accounting', 'indicators'] as const;
type CompanyTab = (typeof TABS)[number];

const isTab = (value: unknown): value is CompanyTab => TABS.includes(value as CompanyTab);

type CompanyKey = CompanySummaryTab_company$key & CompanyReportsTab_company$key & CompanyIndicatorsTab_company$key;

/**
 * The company's tabs, the open one in the address (`?tab=reports`) so a link opens it. Changing tab drops the
 * previous tab's list state (page, size, sort) from the address: it meant another list.
 */
export function CompanyTabs({ company, query }: { company: CompanyKey; query: CompanyAccountingTab_query$key }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: CompanyTab = isTab(requested) ? requested : 'summary';
  const panels: Record<CompanyTab, ReactElement> = {
    summary: <CompanySummaryTab company={company} />,
    reports: <CompanyReportsTab company={company} />,
    accounting: <CompanyAccountingTab query={query} />,
    indicators: <CompanyIndicatorsTab company={company} />,
  };
  return (
    <Tabs
      id="company-tabs"
      className={styles.tabs}
      selectedTabId={selected}
      onChange={(tab) => { setParams(tab === 'summary' ? {} : { tab: String(tab) }); }}
      renderActiveTabPanelOnly
      size="large"
    >
      {TABS.map((tab) => <Tab key={tab} id={tab} title={intl.formatMessage(messages[tab])} panel={panels[tab]} />)}
    </Tabs>
  );
}

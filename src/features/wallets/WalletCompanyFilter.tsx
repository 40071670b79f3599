import { Button, InputGroup } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { Suspense, useEffect, useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { WalletCompanyFilter_query$key } from '../../../__generated__/WalletCompanyFilter_query.graphql.ts';
import { CompanySelect } from '../../ui/CompanySelect.tsx';
import type { CompanyOption } from '../../ui/CompanySelect.tsx';
import { COMPANY_PARAM } from './walletsTable.ts';
import styles from './wallets.module.css';

const messages = defineMessages({
  label: { id: 'wallets.WalletCompanyFilter.label', defaultMessage: 'Company', description: 'Label of the filter of the wallets list by a company they hold' },
});
const clearOf = defineMessage<{ company: string }>({
  id: 'wallets.WalletCompanyFilter.clear',
  defaultMessage: 'Show the wallets of every company, not only {company}',
  description: 'Accessible name of the button that removes the company filter',
});

/**
 * The wallets list's company filter (spec §2): only the wallets holding the company chosen, kept in the address
 * (`?company=`) like the rest of the list's view, so a link or Back reproduces it. The company's name comes from the
 * route query, which reads the company the address names.
 */
export function WalletCompanyFilter({ query, organizationId }: { query: WalletCompanyFilter_query$key; organizationId: string }) {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { filterCompany } = useFragment(
    graphql`
      fragment WalletCompanyFilter_query on query_root {
        filterCompany: portfolio_company(where: { id: { _eq: $companyId }, organization_id: { _eq: $organizationId } }, limit: 1) {
          id
          name
          document
        }
      }
    `,
    query,
  );
  const selected: CompanyOption | null = filterCompany.at(0) ?? null;
  // A new filter shows its first page: the page the list was on may not exist among fewer wallets.
  const choose = (company: CompanyOption | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (company === null) next.delete(COMPANY_PARAM);
      else next.set(COMPANY_PARAM, company.id);
      return next;
    });
  };
  // A company of another organization (the user switched organization with a filter on, or followed an old link)
  // filters nothing the user can see: drop it, instead of an empty list under a filter that shows no company.
  const stale = params.has(COMPANY_PARAM) && selected === null;
  useEffect(() => {
    if (!stale) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(COMPANY_PARAM);
      next.delete('page');
      return next;
    }, { replace: true });
  }, [stale, setParams]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <Suspense fallback={<InputGroup id={id} disabled />}>
        <CompanySelect id={id} organizationId={organizationId} value={selected} onChange={choose} />
      </Suspense>
      {selected && (
        <Button variant="minimal" icon={<SmallCrossIcon />} aria-label={intl.formatMessage(clearOf, { company: selected.name })}
          onClick={() => { choose(null); }} />
      )}
    </div>
  );
}

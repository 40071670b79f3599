import { MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useDeferredValue, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CompanySelectQuery } from '../../__generated__/CompanySelectQuery.graphql.ts';
import { formatCnpj } from '../../common/cnpj.ts';

const messages = defineMessages({
  placeholder: { id: 'ui.CompanySelect.placeholder', defaultMessage: 'Search by name or tax ID', description: 'Placeholder of the company picker' },
  none: { id: 'ui.CompanySelect.none', defaultMessage: 'No company found', description: 'The company picker found nothing for the text typed' },
});

/** How many companies the picker lists at once; typing narrows the list, so an organization of any size fits. */
const LIMIT = 50;

export interface CompanyOption {
  id: string;
  name: string;
  document: string;
}

export interface CompanySelectProps {
  /** The input's id, for its FormGroup's `labelFor`. */
  id: string;
  /** Only this organization's companies are offered. */
  organizationId: string;
  /** The company chosen, or null. */
  value: CompanyOption | null;
  onChange: (company: CompanyOption) => void;
  /** Marks the input invalid for assistive technology. @default false */
  invalid?: boolean;
  /** The id of the text that explains the field or its error. @default none */
  describedBy?: string;
}

/**
 * Picks one of an organization's companies by typing part of its name or CNPJ: the server searches (an organization
 * may hold thousands) and the list shows the first matches. Suspends on its first load: put it under a `Suspense`.
 */
export function CompanySelect({ id, organizationId, value, onChange, invalid = false, describedBy }: CompanySelectProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  // While the next matches load, the list keeps the current ones instead of suspending.
  const search = useDeferredValue(query.trim());
  const digits = search.replace(/[^0-9A-Za-z]/g, '');
  const data = useLazyLoadQuery<CompanySelectQuery>(
    graphql`
      query CompanySelectQuery($where: portfolio_company_bool_exp!, $limit: Int!) {
        portfolio_company(where: $where, order_by: [{ name_sort: asc }, { name: asc }, { id: asc }], limit: $limit) {
          id
          name
          document
        }
      }
    `,
    {
      limit: LIMIT,
      where: {
        organization_id: { _eq: organizationId },
        ...(search === '' ? {} : {
          _or: [
            { name: { _ilike: `%${search}%` } },
            ...(digits === '' ? [] : [{ document: { _ilike: `%${digits}%` } }]),
          ],
        }),
      },
    },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Suggest<CompanyOption>
      items={[...data.portfolio_company]}
      selectedItem={value}
      query={query}
      onQueryChange={setQuery}
      onItemSelect={onChange}
      inputValueRenderer={(company) => company.name}
      itemRenderer={(company, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem
          key={company.id}
          ref={ref}
          text={company.name}
          label={formatCnpj(company.document)}
          active={modifiers.active}
          selected={company.id === value?.id}
          onClick={handleClick}
          onFocus={handleFocus}
          roleStructure="listoption"
        />
      )}
      noResults={<MenuItem disabled text={intl.formatMessage(messages.none)} roleStructure="listoption" />}
      fill
      resetOnClose
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{
        id,
        placeholder: intl.formatMessage(messages.placeholder),
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
      }}
    />
  );
}

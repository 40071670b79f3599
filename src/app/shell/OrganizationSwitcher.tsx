import { HTMLSelect } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationSwitcher_query$key } from '../../../__generated__/OrganizationSwitcher_query.graphql.ts';
import { ensureSelection, selectOrganization, useSelectedOrganizationId } from '../organizations/organizationSelection.ts';

const messages = defineMessages({
  label: { id: 'app.OrganizationSwitcher.label', defaultMessage: 'Organization', description: 'Organization selector' },
  none: {
    id: 'app.OrganizationSwitcher.none',
    defaultMessage: 'No organization',
    description: 'Shown in the selector when the user belongs to no organization',
  },
});

/**
 * The organizations the user belongs to (the spec's getOrganizations: id, name, plan, client with its segment, and
 * the membership ids) and the switch between them. After they load the first is selected if none is (spec §4).
 */
export function OrganizationSwitcher({ query }: { query: OrganizationSwitcher_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment OrganizationSwitcher_query on query_root
      @argumentDefinitions(where: { type: "portfolio_organization_bool_exp!" }) {
        portfolio_organization(where: $where, order_by: [{ name_sort: asc }, { name: asc }, { id: asc }]) {
          id
          name
          plan {
            id
            configuration
          }
          client {
            id
            active
            document
            name
            metadata
            last_data_imported_at
            segment {
              en_name
              pt_br_name
            }
          }
          organization_users {
            id
          }
        }
      }
    `,
    query,
  );
  const organizations = data.portfolio_organization;
  const ids = useMemo(() => organizations.map((organization) => organization.id), [organizations]);
  const selected = useSelectedOrganizationId();
  useEffect(() => { ensureSelection(ids); }, [ids]);

  return (
    <HTMLSelect
      aria-label={intl.formatMessage(messages.label)}
      value={selected ?? ''}
      disabled={organizations.length === 0}
      onChange={(event) => { selectOrganization(event.currentTarget.value, ids); }}
      options={
        organizations.length === 0
          ? [{ value: '', label: intl.formatMessage(messages.none) }]
          : organizations.map((organization) => ({ value: organization.id, label: organization.name }))
      }
    />
  );
}

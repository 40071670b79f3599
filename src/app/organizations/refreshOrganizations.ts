import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { refreshOrganizationsQuery } from '../../../__generated__/refreshOrganizationsQuery.graphql.ts';

/**
 * Asks the server again for the organizations the shell's switcher lists, after an accepted invite made the user a
 * member of one more. The shell's query is not re-run (its route does not revalidate); instead this fetches the
 * switcher's own fragment with the very arguments the shell uses (src/app/shell/shellLoader.ts), so the answer
 * lands on the same store field and the switcher, and every screen reading it, re-renders with the new list.
 */
const query = graphql`
  query refreshOrganizationsQuery($where: portfolio_organization_bool_exp!) {
    ...OrganizationSwitcher_query @arguments(where: $where)
  }
`;

export async function refreshOrganizations(environment: IEnvironment, userId: string): Promise<void> {
  await fetchQuery<refreshOrganizationsQuery>(
    environment,
    query,
    { where: { organization_users: { user_id: { _eq: userId } } } },
    { fetchPolicy: 'network-only' },
  ).toPromise();
}

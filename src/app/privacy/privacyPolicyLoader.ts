import { fetchQuery, graphql } from 'react-relay';
import type { privacyPolicyLoaderQuery, privacyPolicyLoaderQuery$data } from '../../../__generated__/privacyPolicyLoaderQuery.graphql.ts';
import type { PortalServices } from '../portalServices.ts';

const query = graphql`
  query privacyPolicyLoaderQuery {
    portfolio_privacy_policy(where: { is_current: { _eq: true } }, limit: 1) {
      version
      published_at
      content_en
      content_pt_br
    }
  }
`;

export type PrivacyPolicyData = privacyPolicyLoaderQuery$data['portfolio_privacy_policy'][number] | null;

/**
 * The current privacy policy, for /privacy-policy: signed out the request goes with the `public` role, which reads
 * the current version only (the table's permission), so the sign-in page can link to what signing in accepts.
 */
export async function privacyPolicyLoader(services: PortalServices): Promise<PrivacyPolicyData> {
  const environment = await services.relayEnvironment();
  const data = await fetchQuery<privacyPolicyLoaderQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
  return data?.portfolio_privacy_policy.at(0) ?? null;
}

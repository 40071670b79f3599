/** The four service URLs nhost-js 3.x needs, all under one backend URL (contract nhost-auth.md §8). */
export interface ServiceUrls {
  readonly authUrl: string;
  readonly graphqlUrl: string;
  readonly storageUrl: string;
  readonly functionsUrl: string;
}

/**
 * nhost-js 3.x has no `backendUrl` option: given one it throws, so each service gets its explicit URL, in the form
 * Nhost uses (`{backend}/v1/{service}`).
 */
export function serviceUrls(backendUrl: string): ServiceUrls {
  const base = backendUrl.replace(/\/+$/, '');
  return {
    authUrl: `${base}/v1/auth`,
    graphqlUrl: `${base}/v1/graphql`,
    storageUrl: `${base}/v1/storage`,
    functionsUrl: `${base}/v1/functions`,
  };
}

import { BlueprintProvider } from '@blueprintjs/core';
import { render } from '@testing-library/react';
import type { IEnvironment } from 'relay-runtime';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalRoutes } from '../app/router.tsx';
import type { AuthClient } from '../auth/authClient.ts';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { IntlRoot } from '../i18n/IntlRoot.tsx';

/**
 * Renders the whole portal at `url` the way App.tsx does (intl in English, Blueprint, the auth client, then the real
 * routes in a memory router), with the given auth client and Relay environment. Returns the router, so a test can
 * navigate and read where it is.
 */
export function renderPortal(url: string, { auth, environment }: { auth: AuthClient; environment: IEnvironment }) {
  const router = createMemoryRouter(portalRoutes({ auth, relayEnvironment: () => Promise.resolve(environment) }), {
    initialEntries: [url],
  });
  render(
    <IntlRoot locale="en">
      <BlueprintProvider>
        <AuthProvider client={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </BlueprintProvider>
    </IntlRoot>,
  );
  return router;
}

import { BlueprintProvider } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { scopeValuesToSignIn } from '../auth/signInStorage.ts';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import { useBodyTheme } from '../ui/theme.ts';
import type { PortalServices } from './portalServices.ts';
import { createPortalRouter } from './router.tsx';

/** The whole portal: language, Blueprint's overlays and hotkeys, the auth client, then the routes. */
export function App({ services }: { services: PortalServices }) {
  useBodyTheme();
  // One router for the page's life: recreating it would drop the history and every loader's data.
  const [router] = useState(() => createPortalRouter(services));
  useEffect(() => scopeValuesToSignIn(services.auth), [services.auth]);
  return (
    <IntlRoot>
      <BlueprintProvider>
        <AuthProvider client={services.auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </BlueprintProvider>
    </IntlRoot>
  );
}

import { BlueprintProvider } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { scopeValuesToSignIn } from '../auth/signInStorage.ts';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import { useBodyTheme } from '../ui/theme.ts';
import { paths } from './paths.ts';
import type { PortalServices } from './portalServices.ts';
import { adoptPrerenderedPage } from './prerenderedPage.ts';
import { createPortalRouter } from './router.tsx';

/** The whole portal: language, Blueprint's overlays and hotkeys, the auth client, then the routes. */
export function App({ services }: { services: PortalServices }) {
  useBodyTheme();
  // One router for the page's life: recreating it would drop the history and every loader's data.
  const [router] = useState(() => createPortalRouter(services));
  useEffect(() => scopeValuesToSignIn(services.auth), [services.auth]);
  // The sign-in page's HTML copy never outlives a first load that ends elsewhere (a session the copy's script could
  // not see, a redirect): PublicLayout takes over from it on /sign-in, this everywhere else.
  useEffect(() => router.subscribe((state) => {
    if (state.initialized && state.location.pathname !== paths.signIn) adoptPrerenderedPage();
  }), [router]);
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

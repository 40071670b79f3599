/**
 * The sign-in page as HTML, rendered at build time (scripts/prerenderSignIn.ts) so a phone paints it from
 * index.html before the portal's JavaScript has arrived; see Note [The prerendered sign-in page]. The same
 * components as the live page, in the same layout, with an auth client that is never called (rendering calls none
 * of its actions) and each language's catalogue.
 */
import { BlueprintProvider } from '@blueprintjs/core';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AuthClient } from '../auth/authClient.ts';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { SignInScreen } from '../auth/SignInScreen.tsx';
import { paths } from '../app/paths.ts';
import { PublicLayout } from '../app/PublicLayout.tsx';
import type { Catalogue } from '../i18n/catalogues.ts';
import { FALLBACK_LOCALE, localeChoice, type Locale } from '../i18n/locales.ts';

/** Signed out, never changing, and refusing any action: at build time there is no one to sign in. */
const signedOutClient = new Proxy({} as AuthClient, {
  get(_, name) {
    if (name === 'getState') return () => 'signedOut';
    if (name === 'getUser' || name === 'getAccessToken') return () => null;
    if (name === 'onStateChanged' || name === 'onTokenChanged') return () => () => undefined;
    return () => Promise.reject(new Error(`the prerendered sign-in page called ${String(name)}`));
  },
});

export function renderSignInPage(locale: Locale, messages: Catalogue): string {
  // The language select shows the page's language: the choice lives in memory here (no localStorage at build time).
  localeChoice.set(locale);
  const router = createMemoryRouter(
    [{ Component: PublicLayout, children: [{ path: paths.signIn, Component: SignInScreen }] }],
    { initialEntries: [paths.signIn] },
  );
  return renderToString(
    <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={messages}>
      <BlueprintProvider>
        <AuthProvider client={signedOutClient}>
          <RouterProvider router={router} />
        </AuthProvider>
      </BlueprintProvider>
    </IntlProvider>,
  );
}

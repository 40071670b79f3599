import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import type { Locale } from '../i18n/locales.ts';
import { fakeAuthClient } from './fakeAuthClient.ts';
import type { FakeAuthClient } from './fakeAuthClient.ts';

/** The pages a public screen may send the user to; each renders a marker a test can find by its heading. */
const MARKED_PATHS = [paths.app, paths.signIn, paths.signUp, paths.forgotPassword] as const;

/** The marker's heading text for a path: `getByRole('heading', { name: markerName(paths.app) })`. */
export function markerName(path: string): string {
  return `Marker: ${path}`;
}

export interface RenderPublicScreenOptions {
  /** The route path the screen is mounted at (`paths.signIn` …). */
  path: string;
  /** The address to open, such as `/sign-in-redirect?token=abc`. @default path */
  url?: string;
  /** Forces the language. @default "en" */
  locale?: Locale;
  /** The fake auth client the screen talks to. @default a fresh, signed-out fakeAuthClient() */
  auth?: FakeAuthClient;
  /** Renders inside React's StrictMode, which runs mount effects twice (as in development). @default false */
  strict?: boolean;
}

/**
 * Renders one public screen the way the portal does (intl, the auth client, a data router) at its path, with
 * marker routes for the pages it can navigate to. Returns the router, to assert where the user went, and the fake.
 */
export function renderPublicScreen(element: ReactElement, options: RenderPublicScreenOptions) {
  const { path, url = path, locale = 'en', auth = fakeAuthClient(), strict = false } = options;
  const markers = MARKED_PATHS.filter((marked) => marked !== path).map((marked) => ({
    path: marked,
    element: <h1>{markerName(marked)}</h1>,
  }));
  const router = createMemoryRouter([{ path, element }, ...markers], { initialEntries: [url] });
  const tree = (
    <IntlRoot locale={locale}>
      <AuthProvider client={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </IntlRoot>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, router, auth };
}

import { createBrowserRouter, redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import type { PortalServices } from './portalServices.ts';
import { PageSpinner } from './PageSpinner.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { SignedOutOnly } from './SignedOutOnly.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { featureRoutes } from './featureRoutes.ts';

/**
 * Every route of the portal (spec §2). Screens are loaded lazily, each in its own chunk, so a page downloads only
 * its own code; a route that needs data preloads its query in a loader that downloads in parallel with the screen
 * (react-router's object form of `lazy`), and the screen reads it with usePreloadedQuery (render-as-you-fetch).
 */
export function portalRoutes(services: PortalServices): RouteObject[] {
  const { auth } = services;

  return [
    { path: paths.root, loader: () => redirect(paths.signIn) },
    {
      // Every public page has this frame: in the entry, not one more round trip before the first paint.
      Component: PublicLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageSpinner,
      children: [
        {
          Component: SignedOutOnly,
          children: [
            {
              path: paths.signIn,
              lazy: async () => ({ Component: (await import('../auth/SignInScreen.tsx')).SignInScreen }),
            },
            {
              path: paths.forgotPassword,
              lazy: async () => ({ Component: (await import('../auth/ForgotPasswordScreen.tsx')).ForgotPasswordScreen }),
            },
            {
              path: paths.firstAccess,
              lazy: async () => ({ Component: (await import('../auth/FirstAccessScreen.tsx')).FirstAccessScreen }),
            },
          ],
        },
        {
          // Readable signed in and out: the sign-in page's privacy sentence links here.
          path: paths.privacyPolicy,
          handle: { wide: true },
          lazy: {
            loader: async () => {
              const { privacyPolicyLoader } = await import('./privacy/privacyPolicyLoader.ts');
              return () => privacyPolicyLoader(services);
            },
            Component: async () => (await import('./privacy/PrivacyPolicyScreen.tsx')).PrivacyPolicyScreen,
          },
        },
        {
          path: paths.signInRedirect,
          lazy: async () => ({ Component: (await import('../auth/SignInRedirectScreen.tsx')).SignInRedirectScreen }),
        },
        {
          path: paths.signUp,
          lazy: async () => ({ Component: (await import('../auth/SignUpScreen.tsx')).SignUpScreen }),
        },
        {
          path: paths.changePassword,
          // A signed-out visitor has no password to change here: the way in is a reset link (spec §2). A refused
          // link (`?error=invalid-ticket…`) lands here signed out too; the error goes along, and forgot-password
          // says what happened above the form that sends a new link.
          loader: async ({ request }) => {
            if ((await auth.whenReady()) !== 'signedIn') throw redirect(`${paths.forgotPassword}${new URL(request.url).search}`);
            return null;
          },
          lazy: async () => ({ Component: (await import('../auth/ChangePasswordScreen.tsx')).ChangePasswordScreen }),
        },
      ],
    },
    {
      // A company answers a KPI request here from the e-mailed link, with no account: outside the public frame and
      // its guards, so it opens signed in or out alike and never touches an investor's session on this browser.
      path: paths.respond,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageSpinner,
      lazy: async () => ({ Component: (await import('../features/respond/RespondRoute.tsx')).RespondRoute }),
    },
    {
      path: paths.app,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageSpinner,
      lazy: {
        loader: async () => {
          const { shellLoader } = await import('./shell/shellLoader.ts');
          return () => shellLoader(services);
        },
        Component: async () => (await import('./shell/Shell.tsx')).Shell,
      },
      // The guard and the shell's data run again on every navigation under /app only when the session changed.
      shouldRevalidate: () => false,
      children: [
        // The loader always redirects; the empty component only tells the router the route renders nothing itself.
        { index: true, loader: () => redirect(paths.home), Component: () => null },
        {
          path: paths.logout,
          lazy: async () => ({ Component: (await import('./shell/LogoutScreen.tsx')).LogoutScreen }),
        },
        {
          path: paths.contact,
          lazy: async () => ({ Component: (await import('./shell/ContactScreen.tsx')).ContactScreen }),
        },
        ...featureRoutes(services),
      ],
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./NotFoundScreen.tsx')).NotFoundScreen }),
    },
  ];
}

export function createPortalRouter(services: PortalServices) {
  return createBrowserRouter(portalRoutes(services));
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './ui/theme.css';
import { installIconLoader } from './ui/iconLoader.ts';
import { App } from './app/App.tsx';
import { startErrorReporting } from './app/errorReporting.ts';
import type { PortalServices } from './app/portalServices.ts';
import { productAuthClient } from './auth/productAuthClient.ts';
import { portalConfig } from './config/env.ts';
import { loadCatalogue } from './i18n/catalogues.ts';
import { localeChoice } from './i18n/locales.ts';

/**
 * The product's services: nhost-js against the backend, loaded beside the first page or at its first use
 * (productAuthClient.ts), and Relay loaded when the first signed-in page needs it.
 */
function productServices(): PortalServices {
  const auth = productAuthClient(portalConfig.backendUrl);
  return {
    auth,
    relayEnvironment: async () => (await import('./app/portalRelay.ts')).portalRelayEnvironment(auth),
  };
}

async function boot(): Promise<void> {
  installIconLoader();
  void startErrorReporting(portalConfig);
  // `npm run dev:mock`: no backend at all; the mock's code is not part of the product's build.
  // Written out rather than `portalConfig.mock`, so the production build drops the mock's chunk altogether.
  const services = import.meta.env.MODE === 'mock'
    ? await (await import('./mock/mockServices.ts')).mockServices()
    : productServices();
  // The first screen's language, fetched beside the screen's own code, so the first paint is already translated.
  await loadCatalogue(localeChoice.get());
  const container = document.getElementById('root');
  // index.html always has the root; failing loudly beats rendering nothing if someone renames it.
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition, so that React renders the first screen in slices of a few milliseconds between which the browser
  // handles input, instead of in one task: on a phone the sign-in page's copy (index.html) is already painted and
  // typed into while this runs.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
}

void boot();

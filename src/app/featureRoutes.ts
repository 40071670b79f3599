import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import type { PortalServices } from './portalServices.ts';

/** A screen's loader: preloads its query (render-as-you-fetch) from the services and the route's URL. */
export type ScreenLoader = (services: PortalServices, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A data screen under /app: its loader module and its component module download in parallel (react-router's object
 * form of `lazy`), and the loader starts the query as soon as its own small module has arrived.
 */
function screen(
  path: string,
  services: PortalServices,
  loader: () => Promise<ScreenLoader>,
  component: () => Promise<ComponentType>,
): RouteObject {
  return {
    path,
    lazy: {
      loader: async () => {
        const load = await loader();
        return (args: LoaderFunctionArgs) => load(services, args);
      },
      Component: component,
    },
  };
}

/** The data screens built so far; the others are still placeholders (placeholderRoutes.tsx). */
export function featureRoutes(services: PortalServices): RouteObject[] {
  return [
    screen(
      paths.myCompanies, services,
      async () => (await import('../features/companies/companiesLoader.ts')).companiesLoader,
      async () => (await import('../features/companies/CompaniesScreen.tsx')).CompaniesScreen,
    ),
    screen(
      `${paths.myCompanies}/:companyId`, services,
      async () => (await import('../features/companies/companyDetailsLoader.ts')).companyDetailsLoader,
      async () => (await import('../features/companies/CompanyDetailsScreen.tsx')).CompanyDetailsScreen,
    ),
    screen(
      `${paths.myCompanies}/:companyId/settings`, services,
      async () => (await import('../features/companies/companySettingsLoader.ts')).companySettingsLoader,
      async () => (await import('../features/companies/CompanySettingsScreen.tsx')).CompanySettingsScreen,
    ),
    screen(
      `${paths.myWallets}/:id/company/:walletCompanyId`, services,
      async () => (await import('../features/investments/walletCompanyLoader.ts')).walletCompanyLoader,
      async () => (await import('../features/investments/WalletCompanyScreen.tsx')).WalletCompanyScreen,
    ),
  ];
}

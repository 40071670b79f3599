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

/** A screen that reads its own data (useLazyLoadQuery) under the shell's Suspense: its code is all it downloads first. */
function plainScreen(path: string, component: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: { Component: component } };
}

/** The data screens. */
export function featureRoutes(services: PortalServices): RouteObject[] {
  return [
    plainScreen(paths.management, async () => (await import('../features/management/ManagementScreen.tsx')).ManagementScreen),
    plainScreen(paths.managementFinancial, async () => (await import('../features/management/financial/FinancialScreen.tsx')).FinancialScreen),
    plainScreen(paths.managementAccounting, async () => (await import('../features/management/accounting/AccountingScreen.tsx')).AccountingScreen),
    plainScreen(paths.managementImports, async () => (await import('../features/management/BooksImportScreen.tsx')).BooksImportScreen),
    plainScreen(paths.managementMapping, async () => (await import('../features/management/AccountMappingScreen.tsx')).AccountMappingScreen),
    screen(
      paths.home, services,
      async () => (await import('../features/home/homeLoader.ts')).homeLoader,
      async () => (await import('../features/home/HomeScreen.tsx')).HomeScreen,
    ),
    screen(
      paths.dashboard, services,
      async () => (await import('../features/dashboard/dashboardLoader.ts')).dashboardLoader,
      async () => (await import('../features/dashboard/DashboardScreen.tsx')).DashboardScreen,
    ),
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
      `${paths.myCompanies}/:companyId/dataroom`, services,
      async () => (await import('../features/dataroom/companyDataroomLoader.ts')).companyDataroomLoader,
      async () => (await import('../features/dataroom/CompanyDataroomScreen.tsx')).CompanyDataroomScreen,
    ),
    screen(
      paths.myWallets, services,
      async () => (await import('../features/wallets/walletsLoader.ts')).walletsLoader,
      async () => (await import('../features/wallets/WalletsScreen.tsx')).WalletsScreen,
    ),
    screen(
      `${paths.myWallets}/:id`, services,
      async () => (await import('../features/wallets/walletDetailsLoader.ts')).walletDetailsLoader,
      async () => (await import('../features/wallets/WalletDetailsScreen.tsx')).WalletDetailsScreen,
    ),
    screen(
      `${paths.myWallets}/:id/company/:walletCompanyId`, services,
      async () => (await import('../features/investments/walletCompanyLoader.ts')).walletCompanyLoader,
      async () => (await import('../features/investments/WalletCompanyScreen.tsx')).WalletCompanyScreen,
    ),
    screen(
      paths.requests, services,
      async () => (await import('../features/requests/requestsLoader.ts')).requestsLoader,
      async () => (await import('../features/requests/RequestsScreen.tsx')).RequestsScreen,
    ),
    screen(
      `${paths.requests}/:requestId`, services,
      async () => (await import('../features/requests/requestDetailLoader.ts')).requestDetailLoader,
      async () => (await import('../features/requests/RequestDetailScreen.tsx')).RequestDetailScreen,
    ),
    screen(
      paths.myOrganizations, services,
      async () => (await import('../features/organizations/myOrganizationsLoader.ts')).myOrganizationsLoader,
      async () => (await import('../features/organizations/MyOrganizationsScreen.tsx')).MyOrganizationsScreen,
    ),
    screen(
      paths.configuration, services,
      async () => (await import('../features/configuration/configurationLoader.ts')).configurationLoader,
      async () => (await import('../features/configuration/ConfigurationScreen.tsx')).ConfigurationScreen,
    ),
    screen(
      paths.profile, services,
      async () => (await import('../features/profile/profileLoader.ts')).profileLoader,
      async () => (await import('../features/profile/ProfileScreen.tsx')).ProfileScreen,
    ),
  ];
}

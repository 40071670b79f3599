/**
 * Every route of the portal in one place (spec §2), with the link builders for the ones that take parameters, so a
 * renamed route is one edit and a typo is a type error.
 */
export const paths = {
  root: '/',
  signIn: '/sign-in',
  signInRedirect: '/sign-in-redirect',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  firstAccess: '/first-access',
  privacyPolicy: '/privacy-policy',
  /** The no-login answer form a KPI request's e-mail links to (the server's mailer builds the same address). */
  respond: '/respond/:token',

  app: '/app',
  home: '/app/home',
  dashboard: '/app/dashboard',
  management: '/app/management',
  managementFinancial: '/app/management/financial',
  managementAccounting: '/app/management/accounting',
  managementImports: '/app/management/imports',
  managementMapping: '/app/management/mapping',
  myWallets: '/app/my-wallets',
  wallet: (id: string) => `/app/my-wallets/${encodeURIComponent(id)}`,
  walletCompany: (id: string, walletCompanyId: string) =>
    `/app/my-wallets/${encodeURIComponent(id)}/company/${encodeURIComponent(walletCompanyId)}`,
  myCompanies: '/app/my-companies',
  company: (companyId: string) => `/app/my-companies/${encodeURIComponent(companyId)}`,
  companySettings: (companyId: string) => `/app/my-companies/${encodeURIComponent(companyId)}/settings`,
  companyDataroom: (companyId: string) => `/app/my-companies/${encodeURIComponent(companyId)}/dataroom`,
  myOrganizations: '/app/my-organizations',
  requests: '/app/requests',
  /** A KPI request's detail; with `responseId`, one company's answer opened for review. */
  request: (requestId: string, responseId?: string) => `/app/requests/${encodeURIComponent(requestId)}${
    responseId === undefined ? '' : `?response=${encodeURIComponent(responseId)}`}`,
  configuration: '/app/configuration',
  profile: '/app/profile',
  contact: '/app/contact',
  logout: '/app/logout',
} as const;

/** A management screen showing one client's books: the client travels in the address (`?client=`). */
export function managementOf(path: string, clientId: string): string {
  return `${path}?client=${encodeURIComponent(clientId)}`;
}

/**
 * A tab of the accounting analysis for a client and period, as its address keeps them (`tab`, `year`, and the months
 * `from` and `to`, 1 to 12): where a ledger figure shown elsewhere opens.
 */
export function managementAccountingTab(clientId: string, tab: 'income-statement' | 'balance-sheet' | 'trial-balance' | 'published', year: number, fromMonth: number, toMonth: number): string {
  const search = new URLSearchParams({ tab, year: String(year), from: String(fromMonth), to: String(toMonth) });
  return `${managementOf(paths.managementAccounting, clientId)}&${search.toString()}`;
}

/** An absolute URL of a portal page, for links the auth service e-mails (they open in a new tab, maybe elsewhere). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

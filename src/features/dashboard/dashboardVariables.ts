import { NIL_UUID } from '../../app/routeParams.ts';

/** The address's `?currency=` of the dashboard's charts, when it is a currency code. */
export function currencyInAddress(search: URLSearchParams): string | null {
  const currency = search.get('currency')?.toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(currency) ? currency : null;
}

/** The organization the queries ask for: the selected one, or none (a uuid no row has). */
export function organizationVariable(organizationId: string | null): string {
  return organizationId ?? NIL_UUID;
}

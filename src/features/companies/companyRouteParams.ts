import { NIL_UUID } from './companiesTable.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company id of a route's address, fit for a `uuid!` variable: an address with anything else (a typo, an old
 * link) asks for no company and so shows "not found", where the server would refuse the whole query.
 */
export function companyIdParam(params: Readonly<Record<string, string | undefined>>): string {
  const id = params.companyId ?? '';
  return UUID.test(id) ? id.toLowerCase() : NIL_UUID;
}

import { NIL_UUID } from '../companies/companiesTable.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a uuid, the only thing a `uuid!` variable accepts. */
export const isUuid = (text: string): boolean => UUID.test(text);

/**
 * The wallet id of a route's address, fit for a `uuid!` variable: anything else (a typo, an old link) asks for no
 * wallet and so shows "not found", where the server would refuse the whole query.
 */
export function walletIdParam(params: Readonly<Record<string, string | undefined>>): string {
  const id = params.id ?? '';
  return isUuid(id) ? id.toLowerCase() : NIL_UUID;
}

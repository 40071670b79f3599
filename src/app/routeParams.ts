/**
 * A uuid no row has: the filter of "no organization selected" (an empty list, where `_eq: null` would be no filter at
 * all in Hasura), and the id asked for when an address names no valid row, or before the session is known.
 */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a uuid, the only thing a `uuid!` variable accepts. */
export const isUuid = (text: string): boolean => UUID.test(text);

/**
 * The id a route's address names under `name`, fit for a `uuid!` variable: anything else (a typo, an old link) asks
 * for no row and so shows "not found", where the server would refuse the whole query.
 */
export function uuidParam(params: Readonly<Record<string, string | undefined>>, name: string): string {
  const id = params[name] ?? '';
  return isUuid(id) ? id.toLowerCase() : NIL_UUID;
}

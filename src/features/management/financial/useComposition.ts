import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useCompositionQuery } from '../../../../__generated__/useCompositionQuery.graphql.ts';
import type { Composition, CompositionPart } from './gridRows.ts';

/**
 * What each category's monthly figure is made of, client account by client account (accounting.category_composition,
 * summed by the database from the transactions): the x-ray's unfolded rows. Amounts are cash effects, + in, − out.
 */
export function useComposition(clientId: string, from: string, to: string): Composition {
  const data = useLazyLoadQuery<useCompositionQuery>(graphql`
    query useCompositionQuery($clientId: uuid!, $from: date!, $to: date!) {
      parts: accounting_category_composition(
        where: { client_id: { _eq: $clientId }, account_id: { _is_null: false }, month: { _gte: $from, _lte: $to } }
      ) {
        account_id client_account_id month cash_effect
        client_account { code name }
      }
    }
  `, { clientId, from, to }, { fetchPolicy: 'store-and-network' });
  return useMemo(() => {
    type Part = { code: string; name: string; byMonth: Map<string, string> };
    const byCategory = new Map<string, Map<string, Part>>();
    for (const part of data.parts) {
      if (!part.account_id || !part.client_account_id || !part.month || part.cash_effect == null) continue;
      const parts = byCategory.get(part.account_id) ?? new Map<string, Part>();
      byCategory.set(part.account_id, parts);
      const entry: Part = parts.get(part.client_account_id) ?? { code: part.client_account?.code ?? '', name: part.client_account?.name ?? '', byMonth: new Map<string, string>() };
      parts.set(part.client_account_id, entry);
      entry.byMonth.set(part.month, part.cash_effect);
    }
    const composition = new Map<string, CompositionPart[]>();
    for (const [categoryId, parts] of byCategory) {
      composition.set(categoryId, [...parts].map(([clientAccountId, part]) => ({ clientAccountId, ...part }))
        .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true })));
    }
    return composition;
  }, [data]);
}

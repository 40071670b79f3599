import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { normalizeCnpj } from '../../../common/cnpj.ts';
import type { useCreateWalletMutation as Mutation } from '../../../__generated__/useCreateWalletMutation.graphql.ts';
import type { WalletFormValues } from './walletForm.ts';

export interface CreateWalletCallbacks {
  onCompleted: (wallet: { id: string; name: string }) => void;
  onError: (error: Error) => void;
}

/** Text as stored: trimmed, and null when nothing is left (an optional column). */
const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * Creates a wallet; once stored, the current route's query runs again so the list (and its total) shows it: the new
 * row's place depends on the search, filter, sort and page, which only the server's answer tells.
 *
 * @returns The function that creates, and whether a creation is in flight.
 */
export function useCreateWalletMutation(): [(wallet: WalletFormValues, callbacks: CreateWalletCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateWalletMutation($object: portfolio_wallet_insert_input!) {
      insert_portfolio_wallet_one(object: $object) {
        id
        name
      }
    }
  `);
  const revalidator = useRevalidator();
  const create = useCallback((wallet: WalletFormValues, { onCompleted, onError }: CreateWalletCallbacks) => {
    commit({
      variables: {
        object: {
          name: wallet.name.trim(),
          tax_id: optional(normalizeCnpj(wallet.taxId)),
          segment_id: optional(wallet.segmentId),
          // The group the user named is the wallet's group in both languages until someone translates it.
          en_group_name: optional(wallet.group),
          pt_br_group_name: optional(wallet.group),
          organization_id: wallet.organizationId,
        },
      },
      onCompleted: (response) => {
        const created = response.insert_portfolio_wallet_one;
        if (!created) {
          onError(new Error('The wallet was not created'));
          return;
        }
        void revalidator.revalidate();
        onCompleted(created);
      },
      onError,
    });
  }, [commit, revalidator]);
  return [create, inFlight];
}

import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useAddContactMutation as Mutation } from '../../../__generated__/useAddContactMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import { contactColumns } from './contactInput.ts';
import type { ContactInput } from './contactInput.ts';

export interface ContactCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/** Adds a company's reporting contact; the screen's query runs again, so the list is the server's, sorted. */
export function useAddContactMutation(): [(companyId: string, contact: ContactInput, callbacks: ContactCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddContactMutation($object: portfolio_company_contact_insert_input!) {
      insert_portfolio_company_contact_one(object: $object) {
        id
      }
    }
  `);
  const revalidator = useRevalidator();
  const add = useCallback((companyId: string, contact: ContactInput, { onCompleted, onError }: ContactCallbacks) => {
    commit({
      variables: { object: { company_id: companyId, ...contactColumns(contact) } },
      onCompleted: (response) => {
        if (!response.insert_portfolio_company_contact_one) {
          onError(new NotAllowedError());
          return;
        }
        void revalidator.revalidate();
        onCompleted();
      },
      onError,
    });
  }, [commit, revalidator]);
  return [add, inFlight];
}

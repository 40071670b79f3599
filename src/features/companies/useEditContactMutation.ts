import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useEditContactMutation as Mutation } from '../../../__generated__/useEditContactMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';
import { contactColumns } from './contactInput.ts';
import type { ContactInput } from './contactInput.ts';
import type { ContactCallbacks } from './useAddContactMutation.ts';

/** Changes a reporting contact's name, e-mail or language; the answer updates the list's row in place. */
export function useEditContactMutation(): [(contactId: string, contact: ContactInput, callbacks: ContactCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useEditContactMutation($id: uuid!, $set: portfolio_company_contact_set_input!) {
      update_portfolio_company_contact_by_pk(pk_columns: { id: $id }, _set: $set) {
        id
        name
        email
        locale
      }
    }
  `);
  const edit = useCallback((contactId: string, contact: ContactInput, { onCompleted, onError }: ContactCallbacks) => {
    commit({
      variables: { id: contactId, set: contactColumns(contact) },
      onCompleted: (response) => {
        if (!response.update_portfolio_company_contact_by_pk) onError(new NotAllowedError());
        else onCompleted();
      },
      onError,
    });
  }, [commit]);
  return [edit, inFlight];
}

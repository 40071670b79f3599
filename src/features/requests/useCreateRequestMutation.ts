import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { useCreateRequestMutation as Mutation } from '../../../__generated__/useCreateRequestMutation.graphql.ts';
import type { NewRequestObject } from './requestForm.ts';

export interface CreateRequestCallbacks {
  onCompleted: (request: { id: string; title: string }) => void;
  onError: (error: Error) => void;
}

/**
 * Creates a request in one insert: the request, its metrics and one response per company (the database fills each
 * response's organization and starts it as scheduled; the mailer sends it on its day). The screen's query then runs
 * again, so the list and the board show it.
 */
export function useCreateRequestMutation(): [(object: NewRequestObject, callbacks: CreateRequestCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateRequestMutation($object: portfolio_kpi_request_insert_input!) {
      insert_portfolio_kpi_request_one(object: $object) {
        id
        title
      }
    }
  `);
  const revalidator = useRevalidator();
  const create = useCallback((object: NewRequestObject, { onCompleted, onError }: CreateRequestCallbacks) => {
    commit({
      variables: { object },
      onCompleted: (response) => {
        const created = response.insert_portfolio_kpi_request_one;
        if (!created) {
          onError(new Error('The request was not created'));
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

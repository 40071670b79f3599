import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { normalizeCnpj } from '../../../common/cnpj.ts';
import type { useCreateCompanyMutation as Mutation } from '../../../__generated__/useCreateCompanyMutation.graphql.ts';

/** What the create-company form sends. */
export interface NewCompany {
  name: string;
  /** The CNPJ as typed or masked; it is sent normalized (the database would normalize it too). */
  document: string;
  organizationId: string;
}

export interface CreateCompanyCallbacks {
  onCompleted: (company: { id: string; name: string }) => void;
  onError: (error: Error) => void;
}

/**
 * Creates a company; once stored, the current route's query runs again so the list (and its total) shows it: the
 * new row's place depends on the search, sort and page, which only the server's answer tells.
 *
 * @returns The function that creates, and whether a creation is in flight.
 */
export function useCreateCompanyMutation(): [(company: NewCompany, callbacks: CreateCompanyCallbacks) => void, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateCompanyMutation($object: portfolio_company_insert_input!) {
      insert_portfolio_company_one(object: $object) {
        id
        name
        document
        organization_id
      }
    }
  `);
  const revalidator = useRevalidator();
  const create = useCallback((company: NewCompany, { onCompleted, onError }: CreateCompanyCallbacks) => {
    commit({
      variables: {
        object: { name: company.name.trim(), document: normalizeCnpj(company.document), organization_id: company.organizationId },
      },
      onCompleted: (response) => {
        const created = response.insert_portfolio_company_one;
        if (!created) {
          onError(new Error('The company was not created'));
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

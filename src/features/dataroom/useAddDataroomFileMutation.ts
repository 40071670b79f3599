import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddDataroomFileMutation as Mutation } from '../../../__generated__/useAddDataroomFileMutation.graphql.ts';
import { NotAllowedError } from '../../ui/refusal.ts';

/**
 * Files an uploaded file under a company: its `portfolio.company_file` row. The server allows it only for an editor
 * or owner of the company's organization, for a file they uploaded themselves, when the plan has the dataroom.
 *
 * @returns The function that files it (resolving once the row exists), and whether one is in flight.
 */
export function useAddDataroomFileMutation(): [(companyId: string, fileId: string) => Promise<void>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddDataroomFileMutation($companyId: uuid!, $fileId: uuid!) {
      insert_portfolio_company_file_one(object: { company_id: $companyId, file_id: $fileId }) {
        id
      }
    }
  `);
  const add = useCallback((companyId: string, fileId: string) => new Promise<void>((resolve, reject) => {
    commit({
      variables: { companyId, fileId },
      onCompleted: (response) => {
        if (response.insert_portfolio_company_file_one) resolve();
        else reject(new NotAllowedError('The server filed nothing: the row is not visible to this user'));
      },
      onError: reject,
    });
  }), [commit]);
  return [add, inFlight];
}

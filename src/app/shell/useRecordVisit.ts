import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { useRecordVisitMutation } from '../../../__generated__/useRecordVisitMutation.graphql.ts';
import { PORTAL_ID } from '../../config/env.ts';

/**
 * Records a visit event on each guarded navigation (spec §2, §7): the full path visited and the portal's identifier.
 * A failure is only logged: analytics must never stand between a user and a page.
 */
export function useRecordVisit(): void {
  const location = useLocation();
  const [commit] = useMutation<useRecordVisitMutation>(graphql`
    mutation useRecordVisitMutation($object: user_analysis_user_events_insert_input!) {
      insert_user_analysis_user_events_one(object: $object) {
        event_name
      }
    }
  `);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    commit({
      variables: { object: { event_name: fullPath, extra_fields: { host: PORTAL_ID } } },
      onError: (error) => { console.error('Could not record the visit event', error); },
      // The record is not shown anywhere: keep it out of the store.
      updater: () => undefined,
    });
  }, [commit, fullPath]);
}

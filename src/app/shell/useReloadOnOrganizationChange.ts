import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useSelectedOrganizationId } from '../organizations/organizationSelection.ts';

/**
 * Every data screen reads the selected organization in its loader; when the user switches organization the
 * screen's loader runs again, so the page shows the new organization's data without a reload.
 */
export function useReloadOnOrganizationChange(): void {
  const selected = useSelectedOrganizationId();
  const revalidator = useRevalidator();
  const previous = useRef(selected);
  useEffect(() => {
    if (previous.current === selected) return;
    previous.current = selected;
    void revalidator.revalidate();
  }, [selected, revalidator]);
}

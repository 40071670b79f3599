import { useEffect } from 'react';

/**
 * While `dirty`, leaving or reloading the page asks first (the browser words the question itself): the company may
 * have typed for a while, and nothing is kept unless it was saved.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => { window.removeEventListener('beforeunload', warn); };
  }, [dirty]);
}

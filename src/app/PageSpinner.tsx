import { Spinner } from '@blueprintjs/core';

/** What a page shows while its code or data arrives on the first load. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 96 }}>
      <Spinner />
    </div>
  );
}

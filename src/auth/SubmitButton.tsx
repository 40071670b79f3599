import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The primary, full-width submit button of an auth form; Enter in any field presses it. */
export function SubmitButton({ text, loading }: { text: ReactNode; /** While the request runs. */ loading: boolean }) {
  return <Button type="submit" intent="primary" fill loading={loading} text={text} />;
}

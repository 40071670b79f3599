import { useEffect, useRef } from 'react';

/**
 * After a submit that failed validation, moves the focus to the first field marked `aria-invalid`, so keyboard and
 * screen-reader users land on the problem (its message is the field's description). `attempt` is the value that
 * changes on each failed submit, such as the new errors object.
 */
export function useFocusFirstInvalid(attempt: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === null) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return formRef;
}

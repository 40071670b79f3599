import { Dialog } from '@blueprintjs/core';
import type { DialogProps } from '@blueprintjs/core';

/**
 * A Blueprint Dialog that holds a form: Escape (also what closes a date picker inside it) and a click beside it do
 * not close it, since either would throw away what was typed. Its Cancel and close buttons still close it.
 */
export function FormDialog(props: DialogProps) {
  return <Dialog canEscapeKeyClose={false} canOutsideClickClose={false} {...props} />;
}

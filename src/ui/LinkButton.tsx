import { AnchorButton } from '@blueprintjs/core';
import type { AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LinkButtonProps extends Omit<AnchorButtonProps, 'href' | 'onClick' | 'role'> {
  /** The portal path it leads to (from `paths`). */
  to: string;
}

/**
 * A Blueprint button that is a link to a page of the portal: a real `<a href>` announced as a link (open in a new
 * tab works), followed without a reload on a plain click, as the main menu does.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <AnchorButton {...props} href={to} onClick={follow} role="link" />;
}

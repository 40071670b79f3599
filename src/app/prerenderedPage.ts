/**
 * The live page taking over from the sign-in page's HTML copy (see Note [The prerendered sign-in page] in
 * scripts/prerenderSignIn.ts): what the visitor typed into the copy moves into the same fields of the live page
 * (matched by their order and type: the two are the same components), focus too, then the copy goes and the live
 * page shows; a form the visitor already sent in the copy (its script notes which) is sent again by the live page,
 * so "Entrar" pressed early is not lost, and a button outside the forms pressed in the copy (its script notes which)
 * is pressed in the live page. Called when a page mounts; without a copy (any other page, `npm run dev`,
 * tests) it does nothing.
 */
import { useEffect } from 'react';

const COPY_ID = 'prerendered-page';

/** Sets a React-controlled input's value as typing does: through the native setter, then an input event. */
function typeInto(input: HTMLInputElement, value: string): void {
  // React tracks the value it last set through the element's own property; the prototype's setter, called with the
  // element as receiver, changes the value under it, so React sees the input event as a change.
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function adoptPrerenderedPage(): void {
  const copy = document.getElementById(COPY_ID);
  const root = document.getElementById('root');
  if (!copy || !root) return;
  const copied = Array.from(copy.querySelectorAll('input'));
  const live = Array.from(root.querySelectorAll('input'));
  const focused = copied.findIndex((input) => input === document.activeElement);
  const sent = copy.getAttribute('data-sent-form');
  const pressed = copy.getAttribute('data-pressed-button');
  copy.remove();
  root.hidden = false;
  copied.forEach((from, index) => {
    const to = live.at(index);
    if (to?.type !== from.type) return;
    if (from.type === 'checkbox' || from.type === 'radio') {
      if (from.checked !== to.checked) to.click();
    } else if (from.value !== '') {
      typeInto(to, from.value);
    }
  });
  if (focused >= 0) live.at(focused)?.focus();
  const form = sent === null ? undefined : root.querySelectorAll('form').item(Number(sent)) as HTMLFormElement | null;
  // After the input events above have been handled, so the live form sends what was typed.
  if (form) setTimeout(() => { form.requestSubmit(); }, 0);
  // The same components render both, so the live page's button at the copy's index is the one pressed.
  const button = pressed === null ? undefined : root.querySelectorAll('button').item(Number(pressed)) as HTMLButtonElement | null;
  if (button && !button.form) setTimeout(() => { button.click(); }, 0);
}

/** Takes over from the HTML copy once the component using it has mounted. */
export function useAdoptPrerenderedPage(): void {
  useEffect(() => { adoptPrerenderedPage(); }, []);
}

import { Intent, OverlayToaster, Position } from '@blueprintjs/core';
import type { Toaster } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The portal's one toaster, made on first use (Blueprint renders it into its own root at the end of `<body>`, so it
 * outlives the screen that showed a toast, as a "saved" message must when its dialog closes). Its React root is kept
 * so that it can be taken off the page at once.
 */
let toaster: Promise<Toaster> | null = null;
let toasterRoot: { root: Root; element: Element | DocumentFragment } | null = null;

function renderToaster(toasterElement: ReactElement, element: Element | DocumentFragment): void {
  const root = createRoot(element);
  toasterRoot = { root, element };
  root.render(toasterElement);
}

/**
 * Shows a short message in the top corner, such as "Report created". The text is already translated: the toaster
 * lives outside the React tree and its intl context.
 *
 * @param message - The text to show.
 * @param intent - @default Intent.SUCCESS
 */
export function showToast(message: string, intent: Intent = Intent.SUCCESS): void {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 3 }, { domRenderer: renderToaster });
  void toaster.then((instance) => instance.show({ message, intent, timeout: 5000 }));
}

/**
 * Takes the toaster off the page with its toasts and their timers, without the toasts' exit animation; the next
 * toast makes a new one. The component tests call it after each test: their files share one document, and a toast
 * still fading out would be found by the next test's queries (its timer, firing later, would render into nothing).
 */
export async function removeToaster(): Promise<void> {
  if (!toaster) return;
  (await toaster).clear();
  toasterRoot?.root.unmount();
  toasterRoot?.element.parentNode?.removeChild(toasterRoot.element);
  toaster = null;
  toasterRoot = null;
}

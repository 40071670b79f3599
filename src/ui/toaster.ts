import { Intent, OverlayToaster, Position } from '@blueprintjs/core';
import type { Toaster } from '@blueprintjs/core';

/**
 * The portal's one toaster, made on first use (Blueprint renders it into its own root at the end of `<body>`, so it
 * outlives the screen that showed a toast, as a "saved" message must when its dialog closes).
 */
let toaster: Promise<Toaster> | null = null;

/**
 * Shows a short message in the top corner, such as "Report created". The text is already translated: the toaster
 * lives outside the React tree and its intl context.
 *
 * @param message - The text to show.
 * @param intent - @default Intent.SUCCESS
 */
export function showToast(message: string, intent: Intent = Intent.SUCCESS): void {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 3 });
  void toaster.then((instance) => instance.show({ message, intent, timeout: 5000 }));
}

/**
 * Dismisses every toast now, and with them their timers. The component tests call it after each test: the toaster's
 * root is not part of the tree a test unmounts, and a toast's timer firing after the test file's DOM is gone would
 * make React render into nothing.
 */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}

import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues.ts';
import { removeToaster } from '../ui/toaster.ts';

// relay-test-utils' createMockEnvironment builds its spies with the global `jest.fn`; vitest's `vi` has the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// findBy/waitFor wait for the screen, not for a deadline: on two shared cores (CI, a parallel e2e run) a lazy route and
// its query can take longer than the library's 1 s default, and a slow machine is not a failing screen.
configure({ asyncUtilTimeout: 5000 });

// The product loads one language's messages at boot; tests switch languages freely, so both are there from the start.
await Promise.all([loadCatalogue('pt-BR'), loadCatalogue('en')]);

afterEach(async () => {
  // The toaster lives outside the rendered tree: its toasts (and their 5 s timers) must not outlive the test, nor
  // stay in the document for the next test to find.
  await act(async () => { await removeToaster(); });
  cleanup();
  window.localStorage.clear();
});

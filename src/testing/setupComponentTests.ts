import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' createMockEnvironment builds its spies with the global `jest.fn`; vitest's `vi` has the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

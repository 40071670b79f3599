import type { AuthUser } from '../auth/authClient.ts';

/**
 * The investor `npm run dev:mock` is signed in as. Their id is also the first row of the mock `users` table, so a
 * query for the signed-in user (`user(id:)`, `organization_users.user_id`) finds this person.
 */
export const DEMO_INVESTOR: AuthUser = Object.freeze({
  id: '5b0f7c2e-8d41-4c63-a9e2-3f6d1b7c9a10',
  email: 'investidor@demo.local',
  displayName: 'Investidor Demonstração',
  locale: 'pt',
  isAnonymous: false,
});

/** Accepted by the fake auth client when the demo investor signs out and in again. */
export const DEMO_PASSWORD = 'Investidor@2026';

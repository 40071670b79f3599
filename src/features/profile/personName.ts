/** A person's first and last name, as sign-up collects them. */
export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The first and last name kept in the account's metadata by sign-up (and by the profile). An account made before,
 * or by an administrator, has a display name only: its first word is taken as the first name and the rest as the
 * last name ("Maria da Silva" → "Maria", "da Silva"), which the user can correct.
 */
export function personNameOf(metadata: Readonly<Record<string, unknown>> | undefined, displayName: string): PersonName {
  const first = text(metadata?.firstName);
  const last = text(metadata?.lastName);
  if (first !== null || last !== null) return { firstName: first ?? '', lastName: last ?? '' };
  const [head = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName: head, lastName: rest.join(' ') };
}

/** The display name the portal and the e-mails show: the two names joined, as sign-up joins them. */
export function displayNameOf({ firstName, lastName }: PersonName): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

import { useEffect, useState } from 'react';
import type { RespondConnection, RespondServices } from './respondConnection.ts';
import type { LinkRefusal, RespondentSession } from './respondentSession.ts';

export type LinkState =
  | { readonly kind: 'opening' }
  | { readonly kind: 'refused'; readonly refusal: LinkRefusal }
  | {
      readonly kind: 'open';
      readonly session: RespondentSession;
      readonly connection: RespondConnection;
      /** Set when renewing the token was refused while the form was open (the request was cancelled meanwhile). */
      readonly lost: LinkRefusal | null;
    };

/**
 * Opens the link's session when the page mounts and keeps it while the page stays; the session (and its token)
 * ends with the page. Another link is another page: the route keys the page by its token.
 */
export function useRespondentLink(linkToken: string, services: RespondServices): LinkState {
  const [state, setState] = useState<LinkState>({ kind: 'opening' });
  useEffect(() => {
    let live = true;
    let connection: RespondConnection | null = null;
    void services.openSession(linkToken).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setState({ kind: 'refused', refusal: result.refusal });
        return;
      }
      const opened = services.connect(linkToken, result.session);
      connection = opened;
      opened.tokens.onRefused((refusal) => {
        setState((current) => (current.kind === 'open' ? { ...current, lost: refusal } : current));
      });
      setState({ kind: 'open', session: result.session, connection: opened, lost: null });
    });
    return () => {
      live = false;
      connection?.dispose();
    };
  }, [linkToken, services]);
  return state;
}

/**
 * What the form needs once a link has opened a session: the Relay environment for the reads, the writes, and the
 * token that both send. Made per session and disposed with it; tests hand the page a mock environment instead.
 */
import type { IEnvironment } from 'relay-runtime';
import type { RespondentApi } from './respondentApi.ts';
import { respondentApi } from './respondentApi.ts';
import { respondentEnvironment } from './respondentEnvironment.ts';
import type { OpenSession, RespondentSession } from './respondentSession.ts';
import { respondentTokens, type RespondentTokens } from './respondentTokens.ts';

export interface RespondConnection {
  readonly environment: IEnvironment;
  readonly api: RespondentApi;
  readonly tokens: Pick<RespondentTokens, 'onRefused'>;
  dispose(): void;
}

/** How the page reaches the server; the route gives the product's, a test its fakes. */
export interface RespondServices {
  openSession: OpenSession;
  connect(linkToken: string, session: RespondentSession): RespondConnection;
}

/** The product's connection to `backendUrl`. */
export function respondConnection(backendUrl: string, openSession: OpenSession) {
  return (linkToken: string, session: RespondentSession): RespondConnection => {
    const tokens = respondentTokens({ linkToken, first: session, openSession });
    const relay = respondentEnvironment(backendUrl, tokens);
    return {
      environment: relay.environment,
      api: respondentApi({ backendUrl, tokens }),
      tokens,
      dispose: () => {
        relay.dispose();
        tokens.dispose();
      },
    };
  };
}

/**
 * A real Relay environment whose network is the mock: each operation is looked up among relay-compiler's artifacts
 * by name and answered with `generateMockPayload` after a short delay, so loading states show in `npm run dev:mock`
 * as they would against a server. Queries and mutations answer once; a subscription gets one payload and stays open,
 * as a live query whose data does not change (the mock's data is the same on every generation).
 */
import {
  Environment, Network, Observable, RecordSource, Store, createOperationDescriptor, type ConcreteRequest,
  type GraphQLResponse, type RequestParameters, type Variables,
} from 'relay-runtime';
import { generateMockPayload, type MockPayloadOptions } from './mockPayload.ts';

/** Every operation artifact, loaded when first asked for: `__generated__/<name>.graphql.ts`. */
const artifacts = import.meta.glob<ConcreteRequest>('../../__generated__/*.graphql.ts', { import: 'default' });

async function loadRequest(name: string): Promise<ConcreteRequest> {
  const load = artifacts[`../../__generated__/${name}.graphql.ts`] as (() => Promise<ConcreteRequest>) | undefined;
  if (!load) throw new Error(`Mock environment: no artifact __generated__/${name}.graphql.ts; run npm run relay`);
  return load();
}

export interface MockEnvironmentOptions extends MockPayloadOptions {
  /**
   * The shortest and longest answer time in milliseconds; each answer takes a random time in between.
   * @default [150, 400]
   */
  latencyMs?: readonly [number, number];
  /** The store's records, for a caller that must be able to drop them. @default a new, empty RecordSource */
  records?: RecordSource;
}

/** An observable that answers `params` with a generated payload after the latency; `complete` ends it after that. */
function answer(
  params: RequestParameters,
  variables: Variables,
  options: MockEnvironmentOptions,
  complete: boolean,
): Observable<GraphQLResponse> {
  const [shortest, longest] = options.latencyMs ?? [150, 400];
  return Observable.create((sink) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    loadRequest(params.name).then((request) => {
      const payload = generateMockPayload(createOperationDescriptor(request, variables), options);
      timer = setTimeout(() => {
        if (closed) return;
        sink.next(payload);
        if (complete) sink.complete();
      }, shortest + Math.random() * (longest - shortest));
    }).catch((error: unknown) => {
      if (!closed) sink.error(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      closed = true;
      clearTimeout(timer);
    };
  });
}

/** A Relay environment answering every operation with mock data, with no server. */
export function createMockRelayEnvironment(options: MockEnvironmentOptions = {}): Environment {
  return new Environment({
    network: Network.create(
      (params, variables) => answer(params, variables, options, true),
      (params, variables) => answer(params, variables, options, false),
    ),
    store: new Store(options.records ?? new RecordSource()),
  });
}

/**
 * The Relay schema (`/v1beta1/relay`, issue 22): Hasura's own Relay cases (server/tests-py/queries/graphql_query/
 * relay, basic/ and permissions/) rewritten as golden cases in tests/engine/relay/, run with `#> endpoint: relay`.
 */
import { goldenFolder } from './goldenFolder.ts';

goldenFolder('relay');

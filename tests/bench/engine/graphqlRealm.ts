/**
 * PostGraphile v4 needs graphql 15 and the project uses graphql 16. npm nests graphql 15 under postgraphile, but
 * hoists `graphql-parse-resolve-info` (one of PostGraphile's own packages) to the top, where it finds graphql 16:
 * every query then fails with "Cannot use GraphQLObjectType … from another module or realm".
 *
 * This redirects `graphql` and `graphql/…` requires made from inside that package to PostGraphile's copy. It only
 * runs in the PostGraphile child process (postgraphileServer.ts), before PostGraphile is loaded. The alternative, an
 * npm `overrides` entry, would change how the whole project installs for the sake of a benchmark.
 */
import Module, { createRequire } from 'node:module';
import path from 'node:path';

interface ResolvingModule {
  _resolveFilename(request: string, parent: { filename?: string | null } | null | undefined, ...rest: unknown[]): string;
}

export function usePostgraphileGraphql(): void {
  const require = createRequire(import.meta.url);
  const postgraphileDir = path.dirname(require.resolve('postgraphile/package.json'));
  const loader = Module as unknown as ResolvingModule;
  const resolve = loader._resolveFilename.bind(loader);
  loader._resolveFilename = (request, parent, ...rest) => {
    const fromResolveInfo = parent?.filename?.includes(`${path.sep}graphql-parse-resolve-info${path.sep}`) ?? false;
    if (fromResolveInfo && (request === 'graphql' || request.startsWith('graphql/'))) {
      return require.resolve(request, { paths: [postgraphileDir] });
    }
    return resolve(request, parent, ...rest);
  };
}

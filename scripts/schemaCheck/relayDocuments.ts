/**
 * Every Relay operation and fragment of the portal, read from the `graphql` tagged templates in `src/` the way
 * relay-compiler finds them, with where each one lives: its file, the component (the module is named after it, see
 * STYLE.md) and the line its text starts on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { DefinitionNode, DocumentNode } from 'graphql';

export interface RelayDefinition {
  /** The operation's or fragment's name (Relay requires one). */
  name: string;
  kind: 'query' | 'mutation' | 'subscription' | 'fragment';
  /** Relative to the project root, with forward slashes. */
  file: string;
  /** The file's module name: the component or hook that owns the definition. */
  component: string;
  /** 1-based line of the file where the template's text begins. */
  line: number;
  node: DefinitionNode;
  /** The whole template, for locating errors. */
  document: DocumentNode;
  /** `# role: public` in the text: the operation runs signed out, against the public role's schema. */
  role: 'investor' | 'public';
}

const TEMPLATE = /(?<=^|[\s(=,:{[])graphql`([^`]*)`/gm;
const ROLE_MARK = /#\s*role:\s*(public|investor)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The definitions of every `graphql` template under `srcDir`; `root` makes the file names relative. */
export function relayDefinitions(root: string, srcDir = path.join(root, 'src')): RelayDefinition[] {
  const definitions: RelayDefinition[] = [];
  for (const full of sourceFiles(srcDir).sort()) {
    const text = readFileSync(full, 'utf8');
    const file = path.relative(root, full).split(path.sep).join('/');
    const component = path.basename(full).replace(/\.(?:test\.)?tsx?$/, '');
    for (const match of text.matchAll(TEMPLATE)) {
      const body = match[1];
      const line = text.slice(0, match.index).split('\n').length;
      const document = parse(body, { noLocation: false });
      const role = ROLE_MARK.exec(body)?.[1] === 'public' ? 'public' : 'investor';
      for (const node of document.definitions) {
        if (node.kind === Kind.OPERATION_DEFINITION && node.name) {
          definitions.push({ name: node.name.value, kind: node.operation, file, component, line, node, document, role });
        } else if (node.kind === Kind.FRAGMENT_DEFINITION) {
          definitions.push({ name: node.name.value, kind: 'fragment', file, component, line, node, document, role });
        }
      }
    }
  }
  return definitions;
}

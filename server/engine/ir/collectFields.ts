/**
 * GraphQL field collection (spec §6.3.2) with Hasura's rules for fragments and directives
 * (`Hasura/GraphQL/Execute/Inline.hs`, `Parser/Directives.hs`): fragments are inlined, a fragment whose type
 * condition does not match the object is ignored, `@skip`/`@include` are honoured, and fields that share a response
 * key are merged so their sub-selections combine.
 */
import {
  GraphQLBoolean, GraphQLNonNull, Kind, isInterfaceType, isObjectType, type DirectiveNode, type FieldNode,
  type FragmentDefinitionNode, type SelectionSetNode,
} from 'graphql';
import { EngineError, validationFailed } from '../errors.ts';
import { coerceAst, type CoerceContext } from './coerceInput.ts';
import { messages } from './messages.ts';

export interface CollectContext {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  coerce: CoerceContext;
}

/** One response key of a selection: the field name and every node that contributes to it. */
export interface CollectedField {
  responseKey: string;
  name: string;
  nodes: FieldNode[];
}

/** Where a directive sits, in the words of Hasura's messages. */
type DirectiveLocation = 'a field' | 'a fragment spread' | 'an inline fragment';

/** Collects the fields of `sets` (several when merged fields contribute sub-selections) for the object `typeName`. */
export function collectFields(
  sets: readonly SelectionSetNode[], typeName: string, path: string, ctx: CollectContext,
): CollectedField[] {
  const byKey = new Map<string, CollectedField>();
  const visit = (set: SelectionSetNode, stack: string[]): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!included(selection.directives, 'a field', path, ctx)) continue;
        const key = selection.alias?.value ?? selection.name.value;
        const existing = byKey.get(key);
        if (!existing) byKey.set(key, { responseKey: key, name: selection.name.value, nodes: [selection] });
        else if (existing.name !== selection.name.value) {
          throw new EngineError('validation-failed', `fields '${existing.name}' and '${selection.name.value}' conflict: they share the response name '${key}'`, `${path}.selectionSet`);
        } else existing.nodes.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!included(selection.directives, 'an inline fragment', path, ctx)) continue;
        const condition = selection.typeCondition?.name.value;
        if (condition === undefined || applies(condition, typeName, ctx)) visit(selection.selectionSet, stack);
      } else {
        const name = selection.name.value;
        if (!included(selection.directives, 'a fragment spread', path, ctx)) continue;
        const fragment = ctx.fragments.get(name);
        if (!fragment) throw validationFailed(messages.undefinedFragment(name), `${path}.selectionSet`);
        if (stack.includes(name)) {
          throw validationFailed(messages.fragmentCycle([name, ...stack.slice(stack.indexOf(name) + 1)]), `${path}.selectionSet`);
        }
        if (applies(fragment.typeCondition.name.value, typeName, ctx)) visit(fragment.selectionSet, [...stack, name]);
      }
    }
  };
  for (const set of sets) visit(set, []);
  return [...byKey.values()];
}

/** Whether a fragment on `condition` applies to the object `typeName`: the type itself, or an interface it implements. */
function applies(condition: string, typeName: string, ctx: CollectContext): boolean {
  if (condition === typeName) return true;
  // Only the Relay schema has an interface (`Node`), so elsewhere this is the name comparison above.
  const abstract = ctx.coerce.schema.getType(condition);
  const object = ctx.coerce.schema.getType(typeName);
  return isInterfaceType(abstract) && isObjectType(object) && ctx.coerce.schema.isSubType(abstract, object);
}

/**
 * Refuses fragment cycles before anything recursive reads the operation, as Hasura's fragment inliner does
 * (`Hasura/GraphQL/Execute/Inline.hs`): every spread reachable from the operation is followed, through fields and
 * whatever the type conditions and directives say, with the stack of fragments being inlined kept across fields, so
 * `F → organization { ...G } → companies { ...F }` is a cycle too. The message names the fragment spread again and
 * then those inlined since, at the path of the offending spread. A fragment already walked is not walked again, so
 * the cost stays linear in the document. Undefined fragments are left for {@link collectFields} to report.
 */
export function checkFragmentCycles(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): void {
  const done = new Set<string>();
  // An explicit stack of work instead of recursion: a selection nested thousands deep must not overflow here.
  type Step = { set: SelectionSetNode; path: string; stack: readonly string[] } | { leave: string };
  const work: Step[] = [{ set, path: '$', stack: [] }];
  while (work.length > 0) {
    const step = work.pop() as Step;
    if ('leave' in step) {
      done.add(step.leave);
      continue;
    }
    const next: Step[] = [];
    for (const selection of step.set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) {
          next.push({ set: selection.selectionSet, path: `${step.path}.selectionSet.${selection.name.value}`, stack: step.stack });
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        next.push({ set: selection.selectionSet, path: step.path, stack: step.stack });
      } else {
        const name = selection.name.value;
        if (done.has(name)) continue;
        const at = step.stack.indexOf(name);
        if (at >= 0) throw validationFailed(messages.fragmentCycle([name, ...step.stack.slice(at + 1)]), `${step.path}.selectionSet`);
        const fragment = fragments.get(name);
        if (!fragment) continue;
        // Walked before its `leave` step, which marks it done once everything beneath it has been walked.
        next.push({ set: fragment.selectionSet, path: `${step.path}.selectionSet.${name}`, stack: [...step.stack, name] }, { leave: name });
      }
    }
    // Reversed onto the stack, so selections are walked in document order (the first cycle met is the one reported).
    for (let i = next.length - 1; i >= 0; i -= 1) work.push(next[i]);
  }
}

function included(directives: readonly DirectiveNode[] | undefined, location: DirectiveLocation, path: string, ctx: CollectContext): boolean {
  let keep = true;
  const seen = new Set<string>();
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    if (seen.has(name)) throw validationFailed(`the following directives are used more than once: ['${name}']`, path);
    seen.add(name);
    if (name === 'cached') throw validationFailed(messages.directiveLocation(name, location), path);
    if (name !== 'skip' && name !== 'include') throw validationFailed(messages.unknownDirective(name), path);
    const arg = directive.arguments?.find((a) => a.name.value === 'if');
    for (const other of directive.arguments ?? []) {
      if (other.name.value !== 'if') throw validationFailed(messages.noSuchArgument(name, other.name.value), path);
    }
    if (!arg) throw validationFailed(messages.missingRequiredField('if'), `${path}.${name}.args.if`);
    const value = coerceAst(new GraphQLNonNull(GraphQLBoolean), arg.value, `${path}.${name}.args.if`, ctx.coerce) === true;
    if ((name === 'skip' && value) || (name === 'include' && !value)) keep = false;
  }
  return keep;
}

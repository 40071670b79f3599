/** The check's result as a short terminal report and as Markdown for a pull-request comment. */
import type { SchemaCheckResult } from './checkSchema.ts';
import type { Severity } from './schemaChanges.ts';

const LABEL: Record<Severity, string> = { breaking: 'BREAKING', dangerous: 'dangerous', safe: 'safe' };

function counts(result: SchemaCheckResult): string {
  const of = (severity: Severity) => result.changes.filter((change) => change.severity === severity).length;
  return `${of('breaking')} breaking, ${of('dangerous')} dangerous, ${of('safe')} safe`;
}

function verdict(result: SchemaCheckResult): string {
  if (!result.passed) {
    const definitions = new Set(result.problems.map((problem) => problem.definition)).size;
    return `FAIL: ${definitions} definition(s) of the portal no longer validate`;
  }
  return result.changes.some((change) => change.severity === 'breaking')
    ? 'PASS: the breaking changes touch nothing the portal uses'
    : 'PASS';
}

/** How many changes of each kind the terminal shows; the Markdown report has them all. */
const SHOWN: Record<Severity, number> = { breaking: 15, dangerous: 15, safe: 10 };

export function textReport(result: SchemaCheckResult, source: string): string {
  const lines = [`schema:check: ${source} against schema.graphql`];
  lines.push(...problemLines(result));
  lines.push(`schema changes (investor): ${counts(result)}`);
  for (const severity of ['breaking', 'dangerous', 'safe'] as const) {
    const changes = result.changes.filter((change) => change.severity === severity);
    for (const change of changes.slice(0, SHOWN[severity])) {
      lines.push(`  ${LABEL[severity].padEnd(9)} ${change.message}${change.path ? `  [${change.path}]` : ''}`);
    }
    if (changes.length > SHOWN[severity]) lines.push(`  … ${changes.length - SHOWN[severity]} more ${severity} change(s) in the Markdown report`);
  }
  if (!result.committedIsCurrent) lines.push('schema.graphql is not what this change produces: run `npm run schema:pull -- --local` and commit it');
  lines.push(verdict(result));
  return lines.join('\n');
}

function problemLines(result: SchemaCheckResult): string[] {
  const { total, investor, public: signedOut } = result.checked;
  const lines = [`relay definitions: ${total} checked (operations: ${investor} as investor, ${signedOut} as public), ${result.problems.length} problem(s)`];
  for (const problem of result.problems) {
    lines.push(`  ✗ ${problem.definition} (${problem.kind}, component ${problem.component}) at ${problem.at}, as ${problem.role}`);
    lines.push(`      ${problem.message}${problem.field ? `  field: ${problem.field}` : ''}`);
  }
  return lines;
}

export function markdownReport(result: SchemaCheckResult, source: string): string {
  const lines = [`### Schema check: ${verdict(result)}`, '', `Source: ${source}. Schema changes (investor): ${counts(result)}.`, ''];
  if (result.problems.length > 0) {
    lines.push('| definition | component | where | field | role | problem |', '|---|---|---|---|---|---|');
    for (const problem of result.problems) {
      const field = problem.field ? `\`${problem.field}\`` : '';
      lines.push(`| \`${problem.definition}\` (${problem.kind}) | ${problem.component} | \`${problem.at}\` | ${field} | ${problem.role} | ${problem.message} |`);
    }
    lines.push('');
  }
  if (result.changes.length > 0) {
    // The definitions at fault come first; the full list of changes can be long, so it folds.
    lines.push(`<details><summary>${result.changes.length} schema change(s)</summary>`, '');
    lines.push('| severity | change | coordinate |', '|---|---|---|');
    for (const change of result.changes) lines.push(`| ${LABEL[change.severity]} | ${change.message} | ${change.path ? `\`${change.path}\`` : ''} |`);
    lines.push('', '</details>', '');
  }
  if (!result.committedIsCurrent) lines.push('`schema.graphql` is not what this change produces: run `npm run schema:pull -- --local` and commit it.', '');
  return lines.join('\n');
}

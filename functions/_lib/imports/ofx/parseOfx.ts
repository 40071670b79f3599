/**
 * Parses an OFX bank or credit-card statement file, as Brazilian banks export them (OFX 1.x SGML or 2.x XML), into
 * statements and transactions with exact amounts, plus a list of problems for the user.
 *
 * The stages, each in its own module: decodeOfxBytes (bytes → text, ignoring the declared charset), readOfxHeader
 * (what the file says it is), OfxTagReader (text → tags, streaming), walkOfxElements (tags → elements, closing what
 * SGML leaves open), StatementCollector (elements → statements, with acceptTransaction and finishStatement doing
 * the checks). Nothing here throws on bad input: whatever is wrong becomes a problem with its line.
 */
import { decodeOfxBytes } from './decodeOfxBytes.ts';
import { STATEMENT_AGGREGATES } from './ofxAggregates.ts';
import { type OfxProblem, ofxProblem } from './ofxProblems.ts';
import { OfxTagReader } from './OfxTagReader.ts';
import type { OfxParseResult } from './ofxTypes.ts';
import { readOfxHeader } from './readOfxHeader.ts';
import { StatementCollector } from './StatementCollector.ts';
import { walkOfxElements } from './walkOfxElements.ts';

/** Parses the bytes of an OFX file. Never throws. */
export function parseOfx(bytes: Uint8Array): OfxParseResult {
  const { text, encoding } = decodeOfxBytes(bytes);
  const header = readOfxHeader(text);
  const problems: OfxProblem[] = [];
  const collector = new StatementCollector(problems);
  const reader = new OfxTagReader(text);
  const unclosed = walkOfxElements(reader, collector);

  if (header.format === null && !collector.sawOfxRoot) {
    problems.push(ofxProblem('not-ofx', 1));
  } else if (collector.statements.length === 0) {
    problems.push(ofxProblem('no-statement', 1));
  }
  if (unclosed.some((name) => STATEMENT_AGGREGATES.has(name))) {
    problems.push(ofxProblem('truncated-file', reader.lastTagLine()));
  } else if (unclosed.includes('OFX') && collector.statements.length > 0) {
    problems.push(ofxProblem('missing-ofx-end', reader.lastTagLine()));
  }

  // Problems are found when an aggregate closes, after the lines inside it; users read them in file order.
  problems.sort((a, b) => a.line - b.line);
  return {
    ok: !problems.some((problem) => problem.fatal),
    header,
    encoding,
    statements: collector.statements,
    problems,
  };
}

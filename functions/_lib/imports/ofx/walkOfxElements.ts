/**
 * Turns the flat tag sequence into element events, repairing the structure the way SGML OFX needs:
 *
 * - a leaf (see ofxAggregates.ts) is complete at its opening tag, so `<CODE>0` and `<CODE>0</CODE>` read the
 *   same and the closing tag of a leaf is ignored;
 * - a closing tag closes every aggregate opened inside it that was left open;
 * - a closing tag that matches no open aggregate is ignored;
 * - opening an aggregate that is already open (`<STMTTRN>` twice without `</STMTTRN>`) first closes the open one,
 *   since no OFX aggregate contains itself.
 */
import { OFX_AGGREGATES } from './ofxAggregates.ts';
import type { OfxTagReader } from './OfxTagReader.ts';

/** Receives the elements of a file in order. */
export interface OfxElementHandler {
  openAggregate(name: string, line: number): void;
  closeAggregate(name: string): void;
  /** A leaf and its value; `parent` is the innermost open aggregate, or null at the top level. */
  leaf(name: string, text: string, line: number, parent: string | null): void;
}

/**
 * Reads every tag and reports the elements to `handler`. Aggregates still open at the end of the text are then
 * closed, innermost first, so the handler always sees a complete structure.
 *
 * @returns The aggregates that were still open at the end, outermost first (empty for a complete file).
 */
export function walkOfxElements(reader: OfxTagReader, handler: OfxElementHandler): string[] {
  const open: string[] = [];
  const closeFrom = (depth: number): void => {
    for (let name = open.pop(); name !== undefined; name = open.length > depth ? open.pop() : undefined) {
      handler.closeAggregate(name);
    }
  };

  for (let tag = reader.next(); tag !== null; tag = reader.next()) {
    if (tag.kind === 'close') {
      const depth = open.lastIndexOf(tag.name);
      if (depth !== -1) closeFrom(depth);
    } else if (!OFX_AGGREGATES.has(tag.name)) {
      handler.leaf(tag.name, tag.text, tag.line, open.length === 0 ? null : open[open.length - 1]);
    } else if (tag.selfClosing) {
      handler.openAggregate(tag.name, tag.line);
      handler.closeAggregate(tag.name);
    } else {
      const depth = open.lastIndexOf(tag.name);
      if (depth !== -1) closeFrom(depth);
      open.push(tag.name);
      handler.openAggregate(tag.name, tag.line);
    }
  }

  const unclosed = [...open];
  if (open.length > 0) closeFrom(0);
  return unclosed;
}

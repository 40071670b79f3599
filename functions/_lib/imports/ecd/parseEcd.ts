/**
 * Streaming parser for SPED ECD files (Escrituração Contábil Digital, leiaute 9, years 2020 on), as described by the
 * Manual de Orientação do Leiaute 9 da ECD. Pure: bytes in, records out, no I/O of its own.
 *
 * Three stages, fed one chunk at a time, so nothing is read ahead of what the caller consumes:
 *   Latin1LineSplitter  bytes → physical lines (ISO-8859-1; LF or CRLF, split anywhere across chunks)
 *   RegisterAssembler   lines → registers (continuation lines joined, J800/J801 RTF skipped, stop at 9999)
 *   EcdSession          registers → records, with the PVA's balance rules checked on the way
 * The stages are synchronous and only this generator is async: a promise per record, not one per stage and line.
 * Memory is bounded by the chart of accounts and the per-account, per-period totals the rules need, never by the
 * number of entries.
 */
import type { EcdRecord } from './ecdRecord.ts';
import { EcdSession } from './ecdSession.ts';
import { Latin1LineSplitter, type PhysicalLine } from './latin1LineSplitter.ts';
import { RegisterAssembler } from './registerAssembler.ts';

export interface ParseEcdOptions {
  /** The CNPJ whose books the caller expects, formatted or not; another CNPJ in 0000 is a fatal problem. */
  readonly expectedCnpj?: string;
}

/**
 * Parses an ECD file as it streams.
 *
 * Yields records in file order, each with the physical line it starts on; problems come as 'problem' records beside
 * the records they concern, and a 'summary' record comes last. Reading stops at 9999 (a signature may follow it),
 * or after a fatal problem, which only the summary follows. Breaking out of the iteration stops reading `chunks`.
 *
 * @param chunks - The file's bytes, in chunks of any size (a Node stream, a web stream's reader, an array …).
 */
export async function* parseEcd(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: ParseEcdOptions = {},
): AsyncGenerator<EcdRecord> {
  const lines = new Latin1LineSplitter();
  const registers = new RegisterAssembler();
  const session = new EcdSession(options.expectedCnpj);
  const done = (): boolean => registers.finished || session.stopped;

  /** The records that some physical lines complete, up to 9999 or a fatal problem. */
  function* recordsOf(physical: Iterable<PhysicalLine>): Generator<EcdRecord> {
    for (const line of physical) {
      for (const item of registers.accept(line)) yield* session.accept(item);
      if (done()) return;
    }
  }

  for await (const chunk of chunks) {
    for (const record of recordsOf(lines.push(chunk))) yield record;
    if (done()) break;
  }
  if (!done()) {
    for (const record of recordsOf(lines.end())) yield record;
    for (const item of registers.end()) for (const record of session.accept(item)) yield record;
  }
  yield* session.finish(lines.linesRead);
}

/**
 * The portal's messages for import problems (src/features/management/importProblemMessages.ts) against the parsers
 * that report them: every code of a parser has a message and every message a parser code, and no message uses a
 * placeholder its code does not fill. The params per code are written out below from the code that builds each
 * problem; the last block runs the parsers on broken files to check that table against what they really report.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ECD_PROBLEM_CODES } from '../../functions/_lib/imports/ecd/ecdProblem.ts';
import { buildFixtureLines, encodeFixture } from '../../functions/_lib/imports/ecd/fixtures/ecdFixture.ts';
import { collect, parseLines, problemsOf } from '../../functions/_lib/imports/ecd/fixtures/parseHelpers.ts';
import { readFixture, sgmlFile, sgmlStatement, sgmlTransaction } from '../../functions/_lib/imports/ofx/fixtures/ofxFixtures.ts';
import { OFX_PROBLEM_CODES } from '../../functions/_lib/imports/ofx/ofxProblems.ts';
import { parseOfx } from '../../functions/_lib/imports/ofx/parseOfx.ts';
import { parseSheetRows } from '../../functions/_lib/imports/sheet/parseSheetRows.ts';
import { readCsv } from '../../functions/_lib/imports/sheet/readCsv.ts';
import { SHEET_PROBLEM_CODES } from '../../functions/_lib/imports/sheet/sheetProblems.ts';
import {
  formatImportProblem,
  IMPORT_FAILED_CODE,
  IMPORT_PROBLEM_CODES,
  IMPORT_PROBLEM_MESSAGES,
  importProblemMessage,
  UNKNOWN_IMPORT_PROBLEM_MESSAGE,
  type ImportProblem,
  type ImportProblemFormat,
} from '../../src/features/management/importProblemMessages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FORMATS = ['spreadsheet', 'ofx', 'ecd'] as const satisfies readonly ImportProblemFormat[];

/** Each parser's own list of codes. */
const PARSER_CODES: Record<ImportProblemFormat, readonly string[]> = {
  spreadsheet: SHEET_PROBLEM_CODES,
  ofx: OFX_PROBLEM_CODES,
  ecd: ECD_PROBLEM_CODES,
};

/** The segment of each format in the messages' ids. */
const ID_SEGMENT: Record<ImportProblemFormat, string> = { spreadsheet: 'sheet', ofx: 'ofx', ecd: 'ecd' };

/**
 * The params each code carries, read from where the problem is built (functions/_lib/imports/…). A param may be
 * empty (OFX `fitId` of missing-amount, ECD `costCenter` …) but its key is always there.
 */
const PARAMS: { [F in ImportProblemFormat]: Record<string, readonly string[]> } = {
  spreadsheet: {
    // sheetHeader.ts
    'empty-file': [],
    'no-header': [],
    'missing-column': ['column'],
    'duplicate-column': ['header'],
    'unknown-month-header': ['header'],
    'duplicate-month': ['month', 'firstColumn'],
    // parseSheetRows.ts
    'no-data-rows': [],
    // parseDataRow.ts, accountFields.ts
    'missing-account': [],
    'bad-account-code': ['value', 'reason'],
    'unknown-type': ['value'],
    'unknown-section': ['value'],
    'conflicting-account': ['account', 'field', 'value', 'firstValue', 'firstLine'],
    'bad-amount': ['value'],
    'duplicate-figure': ['account', 'version', 'month', 'firstLine', 'firstColumn'],
  },
  ofx: {
    // parseOfx.ts
    'not-ofx': [],
    'no-statement': [],
    'truncated-file': [],
    'missing-ofx-end': [],
    // finishStatement.ts
    'missing-account': ['kind'],
    'missing-balance': [],
    'bad-balance': ['field', 'value'],
    'bad-currency': ['value'],
    // acceptTransaction.ts (bad-date also from finishStatement.ts, for DTSTART, DTEND and DTASOF)
    'missing-amount': ['fitId'],
    'bad-amount': ['field', 'value'],
    'missing-date': ['fitId'],
    'bad-date': ['field', 'value'],
    'missing-fitid': ['fitId'],
    'duplicate-fitid-in-file': ['fitId', 'firstLine'],
    // StatementCollector.ts
    'transaction-outside-statement': [],
  },
  ecd: {
    // headerRegisters.ts, ecdSession.ts
    'missing-header': [],
    'cnpj-mismatch': ['expected', 'found'],
    'unsupported-layout': ['field', 'found'],
    'missing-trailer': [],
    'unknown-register': ['register'],
    'missing-register': ['register'],
    // registerAssembler.ts
    'orphan-line': [],
    'unterminated-rtf': ['register'],
    // chartOfAccounts.ts, ledger.ts, statementRegisters.ts
    'misplaced-register': ['register', 'parent'],
    'unknown-account': ['register', 'account'],
    'account-not-analytic': ['register', 'account'],
    'entry-outside-periods': ['entry', 'date'],
    // fieldReader.ts: every field problem names its register
    'field-count': ['register', 'expected', 'found'],
    'missing-value': ['register', 'field', 'value'],
    'bad-date': ['register', 'field', 'value'],
    'bad-number': ['register', 'field', 'value'],
    'bad-value': ['register', 'field', 'value'],
    // closingBalanceRule.ts, periodReconciliation.ts, entryBalanceCheck.ts, closingEntryReconciliation.ts
    'closing-balance-mismatch': ['account', 'costCenter', 'expected', 'found'],
    'period-debits-mismatch': ['account', 'periodStart', 'periodEnd', 'expected', 'found'],
    'period-credits-mismatch': ['account', 'periodStart', 'periodEnd', 'expected', 'found'],
    'entry-without-balance': ['account', 'periodStart', 'periodEnd'],
    'entry-debits-mismatch': ['entry', 'expected', 'found'],
    'entry-credits-mismatch': ['entry', 'expected', 'found'],
    'closing-entries-mismatch': ['account', 'date', 'expected', 'found'],
  },
};

/** The spreadsheet codes whose problems point at a cell or column, so `{column}` has a value. */
const SHEET_CODES_WITH_COLUMN = new Set([
  'duplicate-column', 'unknown-month-header', 'duplicate-month', 'missing-account', 'bad-account-code', 'unknown-type',
  'unknown-section', 'conflicting-account', 'bad-amount', 'duplicate-figure',
]);

/** The placeholders a code's message may use: its params, the line, and the column where the problem has one. */
function allowedPlaceholders(format: ImportProblemFormat, code: string): Set<string> {
  const column = format === 'spreadsheet' && SHEET_CODES_WITH_COLUMN.has(code) ? ['column'] : [];
  return new Set([...(PARAMS[format][code] ?? []), 'line', ...column]);
}

/** The names of a message's arguments, in selects and plurals too. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'src/i18n/catalogues', `${locale}.json`), 'utf8')) as Record<string, string>;
const ptBR = catalogue('pt-BR');

const defaultText = (descriptor: MessageDescriptor): string => {
  if (typeof descriptor.defaultMessage !== 'string') throw new Error(`${String(descriptor.id)} has no default text`);
  return descriptor.defaultMessage;
};

/** Every (format, code, descriptor) the portal defines for a parser code. */
const byCode = FORMATS.flatMap((format) =>
  Object.entries(IMPORT_PROBLEM_MESSAGES[format] as Record<string, MessageDescriptor>).map(([code, descriptor]) => ({ format, code, descriptor })),
);

describe('import problem codes', () => {
  it.each(FORMATS)('the portal knows exactly the %s parser\'s codes, in its order', (format) => {
    expect([...IMPORT_PROBLEM_CODES[format]]).toEqual([...PARSER_CODES[format]]);
  });

  it.each(FORMATS)('every %s parser code has a message, and every message a parser code', (format) => {
    const messages = Object.keys(IMPORT_PROBLEM_MESSAGES[format]);
    expect(PARSER_CODES[format].filter((code) => !messages.includes(code))).toEqual([]);
    expect(messages.filter((code) => !PARSER_CODES[format].includes(code))).toEqual([]);
  });

  it.each(FORMATS)('the params table of this test covers exactly the %s parser\'s codes', (format) => {
    expect(Object.keys(PARAMS[format]).sort()).toEqual([...PARSER_CODES[format]].sort());
  });

  it('import-failed is what the import function reports when it breaks, with a message', () => {
    const source = readFileSync(path.join(root, 'functions/books/import.ts'), 'utf8');
    expect(source).toMatch(/\{ line: 0, code: 'import-failed', params: \{ message \} \}/);
    expect(Object.keys(IMPORT_PROBLEM_MESSAGES.import)).toEqual([IMPORT_FAILED_CODE, 'budget-version-locked']);
  });

  it('each message has the id of its format and code, and a description', () => {
    for (const { format, code, descriptor } of byCode) {
      expect(descriptor.id).toBe(`management.importProblem.${ID_SEGMENT[format]}.${code}`);
      expect(descriptor.description).toEqual(expect.any(String));
    }
    expect(IMPORT_PROBLEM_MESSAGES.import['import-failed'].id).toBe('management.importProblem.import.import-failed');
  });
});

describe('placeholders', () => {
  it('each message, in English and in pt-BR, uses only what its code carries', () => {
    const unfilled: string[] = [];
    for (const { format, code, descriptor } of byCode) {
      const allowed = allowedPlaceholders(format, code);
      for (const [language, text] of [['en', defaultText(descriptor)], ['pt-BR', ptBR[String(descriptor.id)] ?? '']] as const) {
        const extra = placeholders(text).filter((name) => !allowed.has(name));
        if (extra.length > 0) unfilled.push(`${format} ${code} (${language}): ${extra.join(', ')}`);
      }
    }
    expect(unfilled).toEqual([]);
  });

  it('import-failed uses only its message, the fallback only the code', () => {
    expect(placeholders(defaultText(IMPORT_PROBLEM_MESSAGES.import['import-failed']))).toEqual(['message']);
    expect(placeholders(defaultText(UNKNOWN_IMPORT_PROBLEM_MESSAGE))).toEqual(['code']);
  });
});

describe('importProblemMessage', () => {
  it('finds the message of the format\'s code: the same code in two formats has two messages', () => {
    expect(importProblemMessage('spreadsheet', 'bad-amount').id).toBe('management.importProblem.sheet.bad-amount');
    expect(importProblemMessage('ofx', 'bad-amount').id).toBe('management.importProblem.ofx.bad-amount');
    expect(importProblemMessage('ecd', 'bad-date').id).toBe('management.importProblem.ecd.bad-date');
  });

  it.each(FORMATS)('answers import-failed in %s with the import\'s own message', (format) => {
    expect(importProblemMessage(format, 'import-failed').id).toBe('management.importProblem.import.import-failed');
  });

  it('answers a code it does not know, or another format\'s, with the fallback', () => {
    expect(importProblemMessage('ofx', 'some-new-code')).toBe(UNKNOWN_IMPORT_PROBLEM_MESSAGE);
    expect(importProblemMessage('ofx', 'duplicate-figure')).toBe(UNKNOWN_IMPORT_PROBLEM_MESSAGE);
    expect(importProblemMessage('ecd', 'constructor')).toBe(UNKNOWN_IMPORT_PROBLEM_MESSAGE);
  });
});

/** An intl of the portal's catalogue for `locale`, collecting what would be reported as errors. */
function intlFor(locale: 'en' | 'pt-BR') {
  const errors: string[] = [];
  const intl = createIntl(
    { locale, defaultLocale: 'en', messages: catalogue(locale), onError: (error) => { errors.push(error.message); } },
    createIntlCache(),
  );
  return { intl, errors };
}

describe('formatImportProblem', () => {
  it('fills the params, localizing the dates, amounts and CNPJs the parser computed', () => {
    const { intl, errors } = intlFor('pt-BR');
    const text = (format: ImportProblemFormat, problem: ImportProblem) => formatImportProblem(intl, format, problem);
    expect(text('spreadsheet', { line: 3, column: 'D', code: 'duplicate-month', params: { month: '2026-01-01', firstColumn: 'B' } }))
      .toBe('Esta coluna é de janeiro de 2026, mês que já está na coluna B. Cada mês deve ter uma só coluna: junte as duas ou corrija o título.');
    expect(text('ecd', { line: 39, code: 'closing-balance-mismatch', params: { account: '1.01.01', costCenter: '', expected: '161000.25 D', found: '1161000.26 C' } }))
      .toContain('é 1.161.000,26 C, mas o saldo inicial mais os débitos menos os créditos dá 161.000,25 D');
    expect(text('ecd', { line: 1, code: 'cnpj-mismatch', params: { expected: '11444777000161', found: '11222333000181' } }))
      .toContain('CNPJ 11.222.333/0001-81, e não do CNPJ desta empresa (11.444.777/0001-61)');
    expect(text('ecd', { line: 9, code: 'entry-without-balance', params: { account: '3.01', periodStart: '2023-01-01', periodEnd: '2023-01-31' } }))
      .toContain('de 01/01/2023 a 31/01/2023');
    expect(errors).toEqual([]);
  });

  it('shows text from the file as written, and an empty value as the word for empty', () => {
    const { intl, errors } = intlFor('en');
    expect(formatImportProblem(intl, 'spreadsheet', { line: 5, column: 'F', code: 'bad-amount', params: { value: '1234.5.6' } }))
      .toMatch(/^The amount “1234\.5\.6” is not a number/);
    expect(formatImportProblem(intl, 'ofx', { line: 20, code: 'bad-currency', params: { value: '' } })).toContain('(CURDEF: empty)');
    expect(errors).toEqual([]);
  });

  it('words the spreadsheet\'s missing column from its params, not from the problem\'s (absent) column', () => {
    const { intl } = intlFor('en');
    expect(formatImportProblem(intl, 'spreadsheet', { line: 1, code: 'missing-column', params: { column: 'month' } }))
      .toMatch(/^The header has no month column/);
  });

  it('words the type and section of a conflicting account in the reader\'s language', () => {
    const { intl } = intlFor('pt-BR');
    const params = { account: '1.01', field: 'type', value: 'payment', firstValue: 'receipt', firstLine: '2' };
    expect(formatImportProblem(intl, 'spreadsheet', { line: 3, column: 'C', code: 'conflicting-account', params }))
      .toMatch(/^A conta 1\.01 é aqui do tipo Saída, mas do tipo Entrada na linha 2\./);
  });

  it('words an unknown code with the fallback, and a failed import with its message', () => {
    const { intl } = intlFor('en');
    expect(formatImportProblem(intl, 'ecd', { line: 7, code: 'brand-new', params: {} })).toContain('(code brand-new)');
    expect(formatImportProblem(intl, 'ofx', { line: 0, code: 'import-failed', params: { message: 'connection reset' } }))
      .toMatch(/connection reset$/);
  });
});

/** A CSV file's problems, as the spreadsheet importer reads it. */
const sheetProblems = (csv: string): ImportProblem[] => parseSheetRows(readCsv(new TextEncoder().encode(csv))).problems;

/** An OFX file cut just before its closing OFX tag. */
function withoutOfxEnd(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(bytes);
  return new TextEncoder().encode(text.slice(0, text.lastIndexOf('</OFX>')));
}

/** The fixture ECD with `edit` applied to its lines, parsed; its problems. */
async function ecdProblems(edit: (lines: string[]) => void, options?: { expectedCnpj: string }): Promise<ImportProblem[]> {
  const lines = buildFixtureLines();
  edit(lines);
  return problemsOf(await parseLines(lines, options)).map(({ line, code, params }) => ({ line, code, params }));
}

/** The index of the first line starting with `prefix`. */
function indexOf(lines: readonly string[], prefix: string): number {
  const index = lines.findIndex((line) => line.startsWith(prefix));
  if (index < 0) throw new Error(`The fixture has no line starting ${prefix}`);
  return index;
}

/** Replaces the first line starting with `prefix` by what `change` makes of its fields (`|` split, REG at 1). */
function editRegister(lines: string[], prefix: string, change: (fields: string[]) => void): void {
  const index = indexOf(lines, prefix);
  const fields = lines[index].split('|');
  change(fields);
  lines[index] = fields.join('|');
}

/** Problems the parsers really report, on broken files: at least one of each code. */
const samples: Record<ImportProblemFormat, ImportProblem[]> = {
  spreadsheet: [
    ...sheetProblems('\r\n;;\r\n'),
    ...sheetProblems('\nRelatório;Vendas\n1.01;10,00\n'),
    ...sheetProblems('Nome;01/2026\nVendas;1,00\n'),
    ...sheetProblems('Título\nConta;Nome;01/2026\n;;\n'),
    ...sheetProblems('Conta;Nome;Descrição;Total\n1.01;Vendas;Vendas;1,00\n'),
    ...sheetProblems([
      'Conta;Nome;Tipo;Seção;Versão;01/2026;Total;jan/26;02/2026',
      ';Total;;;;1,00;;;',
      '1..01;Vendas;;;;1,00;;;',
      '1.01;Vendas;Receita;Operações financeiras;;1,00;;;',
      '1.02;Vendas;Entrada;Operacional;;abc;;;',
      '1.02;Serviços;Saída;Investimento;;2,00;;;',
      '1.03;Aluguel;Saída;Operacional;;1,00;;;3,00',
      '1.03;;;;Realizado;;;;4,00',
    ].join('\n')),
  ],
  ofx: [
    ...parseOfx(new TextEncoder().encode('not a statement')).problems,
    ...parseOfx(sgmlFile('<OFX>\n<SIGNONMSGSRSV1>\n</SIGNONMSGSRSV1>\n</OFX>\n')).problems,
    ...parseOfx(readFixture('broken-transactions.ofx')).problems,
    ...parseOfx(sgmlStatement(sgmlTransaction('A1', '20240105', '-10.00', 'Tarifa'), '')).problems,
    ...parseOfx(sgmlFile('<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>REAL\n<BANKTRANLIST>\n<DTSTART>20241301\n')).problems,
    ...parseOfx(sgmlFile(`<OFX>\n${sgmlTransaction('B2', '20240105', '-10.00', 'Avulso')}\n</OFX>\n`)).problems,
    ...parseOfx(withoutOfxEnd(sgmlStatement(sgmlTransaction('C3', '20240105', '-10.00', 'Tarifa')))).problems,
  ],
  ecd: [
    ...(await ecdProblems(() => undefined, { expectedCnpj: '11.444.777/0001-61' })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|0000|', (f) => { f[2] = 'LXYZ'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I155|1.01.01|', (f) => { f[8] = '161000,26'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I155|1.01.01|', (f) => { f[4] = '49900,00'; f[6] = '112600,50'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I250|3.01|', (f) => { f[4] = '90000,00'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I200|2|', (f) => { f[3] = '32012023'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I200|2|', (f) => { f[3] = '01012030'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I250|1.01.02|', (f) => { f[4] = '1.000,00'; f[5] = 'X'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I250|1.01.02|', (f) => { f[2] = '9.99.99'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I250|1.01.02|', (f) => { f[2] = '1.01'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I250|1.01.02|', (f) => { f[2] = ''; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I155|1.01.02|', (f) => { f.splice(3, 0, 'extra'); }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I200|1|', (f) => { f[4] = '100001,00'; }); })),
    ...(await ecdProblems((lines) => { editRegister(lines, '|I355|', (f) => { f[4] = '1,00'; }); })),
    ...(await ecdProblems((lines) => { lines.splice(indexOf(lines, '|I010|') + 1, 0, '|Z123|x|'); })),
    ...(await ecdProblems((lines) => { lines.unshift('texto solto'); })),
    ...(await ecdProblems((lines) => { lines.splice(indexOf(lines, '|I155|') + 1, 0, lines[indexOf(lines, '|I250|')]); })),
    ...(await ecdProblems((lines) => { lines.splice(indexOf(lines, '|I010|'), 1); })),
    ...(await ecdProblems((lines) => { lines.splice(indexOf(lines, '|0000|'), 1); })),
    ...(await ecdProblems((lines) => { lines[lines.findIndex((line) => line.endsWith('|J800FIM|'))] = '}'; })),
    // Without 9999 and without the signature after it (which holds a 9999 of its own).
    ...problemsOf(await collect([encodeFixture(buildFixtureLines().filter((line) => !line.startsWith('|9999|')), false)]))
      .map(({ line, code, params }) => ({ line, code, params })),
  ],
};

describe('what the parsers report on broken files', () => {
  it.each(FORMATS)('%s: each problem carries only the params the table above gives its code', (format) => {
    const unexpected = samples[format]
      .filter(({ code, params }) => Object.keys(params).some((name) => !(PARAMS[format][code] ?? []).includes(name)))
      .map(({ code, params }) => `${code}: ${Object.keys(params).join(', ')}`);
    expect(unexpected).toEqual([]);
  });

  it.each(FORMATS)('%s: the samples reach every code, so the check above covers the whole table', (format) => {
    const reached = new Set(samples[format].map(({ code }) => code));
    expect(PARSER_CODES[format].filter((code) => !reached.has(code))).toEqual([]);
  });

  it.each(FORMATS)('%s: every problem reads as a whole sentence in both languages', (format) => {
    for (const locale of ['en', 'pt-BR'] as const) {
      const { intl, errors } = intlFor(locale);
      for (const problem of samples[format]) {
        const text = formatImportProblem(intl, format, problem);
        expect(text, `${problem.code} in ${locale}`).not.toMatch(/[{}]/);
        expect(text, `${problem.code} in ${locale}`).not.toContain('(code ');
      }
      expect(errors).toEqual([]);
    }
  });
});

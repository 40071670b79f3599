/**
 * The named columns of the template and the header words accepted for each, in both languages. The word that
 * heads the account column decides the file's locale, and with it how text amounts are read.
 */
import { foldText } from './foldText.ts';
import { type SheetLocale } from './sheetTypes.ts';

/** The columns that are not months. */
export type NamedColumn = 'account' | 'name' | 'type' | 'section' | 'version';

/** What the template writes in each header cell. */
export const TEMPLATE_HEADERS: Record<SheetLocale, Record<NamedColumn, string>> = {
  'pt-BR': { account: 'Conta', name: 'Nome', type: 'Tipo', section: 'Seção', version: 'Versão' },
  en: { account: 'Account', name: 'Name', type: 'Type', section: 'Section', version: 'Version' },
};

/** Folded header words beyond the template's own, from other templates people adapt (research §2.3). */
const EXTRA_WORDS: Record<SheetLocale, Partial<Record<NamedColumn, string[]>>> = {
  'pt-BR': {
    account: ['codigo', 'codigo da conta', 'conta do cliente', 'numero da conta'],
    name: ['nome da conta', 'descricao'],
    version: ['cenario'],
  },
  en: {
    account: ['account code', 'account number', 'code'],
    name: ['account name', 'description'],
    version: ['scenario'],
  },
};

/** Headers of columns kept for people, not for us: their cells are ignored like those of unheaded columns. */
const NOTE_WORDS = new Set(['observacao', 'observacoes', 'obs', 'comentario', 'comentarios', 'note', 'notes', 'comment', 'comments']);

const WORDS = new Map<string, { column: NamedColumn; locale: SheetLocale }>();
for (const locale of ['pt-BR', 'en'] as const) {
  for (const [column, header] of Object.entries(TEMPLATE_HEADERS[locale]) as [NamedColumn, string][]) {
    WORDS.set(foldText(header), { column, locale });
    for (const word of EXTRA_WORDS[locale][column] ?? []) WORDS.set(word, { column, locale });
  }
}

/** The named column a header cell's text stands for, with the language of that word; undefined when none. */
export function namedColumnOf(header: string): { column: NamedColumn; locale: SheetLocale } | undefined {
  return WORDS.get(foldText(header));
}

/** True when the header marks a column of notes that the parser ignores. */
export function isNoteHeader(header: string): boolean {
  return NOTE_WORDS.has(foldText(header));
}

/**
 * Folds text for comparing what people type into headers and code lists: `  Seção ` and `SECAO` are the same word
 * to us. Only for matching; values we keep (names, versions) keep their own spelling.
 */

/** Lower case, no accents, single spaces, trimmed. NBSP counts as a space (Excel pt-BR writes it in `R$ 1,00`). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Trims and collapses inner runs of white space, keeping case and accents. */
export function tidyText(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * What the database keeps in both portal languages, as an `en_*` and a `pt_br_*` column (segment names, alert titles
 * and messages, wallet groups), in the portal's language: English for `en`, Brazilian Portuguese otherwise (the
 * portal's first language).
 *
 * @param locale - The portal's language, `intl.locale`.
 */
export function inLanguage<T>(locale: string, en: T, ptBr: T): T {
  return locale === 'en' ? en : ptBr;
}

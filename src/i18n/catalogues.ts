import type { Locale } from './locales.ts';

export type Catalogue = Readonly<Record<string, string>>;

/**
 * Each language's messages in a chunk of its own, fetched when that language is first shown: a visitor downloads
 * one catalogue, not every language's (they grow with every screen). A message missing from a catalogue falls back
 * to its English default in the code.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'pt-BR': () => import('./catalogues/pt-BR.json'),
  en: () => import('./catalogues/en.json'),
};

const loaded = new Map<Locale, Catalogue>();

/** The catalogue of `locale`, fetched once. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready) return ready;
  const catalogue = (await LOADERS[locale]()).default;
  loaded.set(locale, catalogue);
  return catalogue;
}

/** The catalogue of `locale` if it has arrived, without waiting. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

/** A segment as the database names it, once per portal language. */
export interface SegmentNames {
  readonly en_name: string;
  readonly pt_br_name: string;
}

/** The segment's name in the user's language (`en` or `pt-BR`); empty for a wallet without a segment. */
export function segmentName(segment: SegmentNames | null | undefined, locale: string): string {
  if (!segment) return '';
  return locale === 'en' ? segment.en_name : segment.pt_br_name;
}

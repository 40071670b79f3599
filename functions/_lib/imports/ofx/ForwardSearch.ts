/**
 * `indexOf` for a reader that only moves forward. It remembers the last match, so asking again from a position
 * before that match costs nothing. Without it, a file written on one line (OFX 2.x often is) would make the tag
 * reader rescan the same stretch for every tag, which grows with the square of the file size.
 */
export class ForwardSearch {
  private readonly text: string;
  private readonly needle: string;
  private searchedFrom = 0;
  private foundAt: number;

  constructor(text: string, needle: string) {
    this.text = text;
    this.needle = needle;
    this.foundAt = text.indexOf(needle);
  }

  /** The first index at or after `from` where the needle is, or -1. */
  from(from: number): number {
    const cached = from >= this.searchedFrom && (this.foundAt === -1 || this.foundAt >= from);
    if (!cached) {
      this.searchedFrom = from;
      this.foundAt = this.text.indexOf(this.needle, from);
    }
    return this.foundAt;
  }
}

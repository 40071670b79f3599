/** Fresh table aliases for one statement (`_t0`, `_e1` …), so nested subqueries never shadow each other. */
export class Aliases {
  private count = 0;

  next(prefix: string): string {
    return `_${prefix}${this.count++}`;
  }
}

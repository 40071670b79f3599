/**
 * Compiled plans per (role, operation name, query text), least recently used first out. A query whose variables
 * are all bind parameters has one plan; variables that shape the SQL (a whole `where`, a `limit`, an `@include`)
 * give one variant per distinct value, keyed by those values.
 */
export class PlanCache<P extends { paramVariables: ReadonlySet<string> }> {
  private readonly entries = new Map<string, { variant: string; plan: P }[]>();
  private readonly maxEntries: number;
  private readonly maxVariants: number;

  constructor(maxEntries = 1000, maxVariants = 32) {
    this.maxEntries = maxEntries;
    this.maxVariants = maxVariants;
  }

  static key(role: string, operationName: string | null, query: string): string {
    return `${role}\u0000${operationName ?? ''}\u0000${query}`;
  }

  get(key: string, variables: Readonly<Record<string, unknown>>): P | undefined {
    const variants = this.entries.get(key);
    if (!variants) return undefined;
    this.entries.delete(key);
    this.entries.set(key, variants); // most recently used last
    return variants.find((v) => variantKey(v.plan, variables) === v.variant)?.plan;
  }

  set(key: string, plan: P, variables: Readonly<Record<string, unknown>>): void {
    const variants = this.entries.get(key) ?? [];
    variants.unshift({ variant: variantKey(plan, variables), plan });
    if (variants.length > this.maxVariants) variants.pop();
    this.entries.delete(key);
    this.entries.set(key, variants);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The values a plan was built with, except its parameter variables, of which only "given or not" counts. */
function variantKey(plan: { paramVariables: ReadonlySet<string> }, variables: Readonly<Record<string, unknown>>): string {
  const names = Object.keys(variables).sort();
  return JSON.stringify(names.map((name) => {
    const value = variables[name];
    if (plan.paramVariables.has(name)) return [name, value === null || value === undefined ? null : '$'];
    return [name, value];
  }));
}

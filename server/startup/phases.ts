/**
 * Where `npm start`'s time goes, printed as one line once the server listens: from the process's start (Node, tsx and
 * the server's modules) through each step to the listening socket, so a slow start says which step was slow.
 */
export class StartupPhases {
  private readonly phases: { name: string; ms: number; note?: string }[] = [];
  private last: number;

  /** Starts the clock of the first step; the time before it, since the process started, is the modules' load. */
  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = now();
    this.phases.push({ name: 'node and modules', ms: this.last });
  }

  /** Ends the current step under `name` and starts the next one's clock. */
  end(name: string, note?: string): void {
    const at = this.now();
    this.phases.push({ name, ms: at - this.last, ...(note ? { note } : {}) });
    this.last = at;
  }

  /** Milliseconds of one step so far (0 when it never ended). */
  ms(name: string): number {
    return this.phases.filter((phase) => phase.name === name).reduce((sum, phase) => sum + phase.ms, 0);
  }

  total(): number {
    return this.phases.reduce((sum, phase) => sum + phase.ms, 0);
  }

  /** `start-up: ready in 3.4 s (node and modules 1.1 s, database 0.9 s from the template, …)`. */
  line(): string {
    const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    const parts = this.phases.map((phase) => `${phase.name} ${seconds(phase.ms)}${phase.note ? ` ${phase.note}` : ''}`);
    return `start-up: ready in ${seconds(this.total())} (${parts.join(', ')})`;
  }
}

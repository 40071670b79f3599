/**
 * The numerical half of XIRR: finds the rate r at which the net present value of dated cash flows is zero,
 * Σ cᵢ (1 + r)^(−tᵢ) = 0 with tᵢ in years. `xirr.ts` prepares the flows (exact netting by day, the cases with no
 * answer, how many roots there can be) and calls `solveRate`.
 *
 * Floating point is fine here: the rate is a ratio, not money, and the amounts only enter as weights. What needs care
 * is the range. The solver works in x = ln(1 + r), where the NPV is the smooth Σ cᵢ e^(−x tᵢ) over the whole real
 * line; rates from −99.99 % to 10⁸ % are x from −9.2 to 13.8. There e^(−x tᵢ) overflows for negative x and long
 * spans (x = −9.2 over 80 years is e⁷³⁶), so every evaluation multiplies the NPV by a positive factor that puts
 * the largest term at |cᵢ|: its sign and its zeros stay the same, and nothing overflows. The sums are compensated
 * (Neumaier), because at the root large terms cancel, and that cancellation is exactly what is measured.
 */

/** A cash flow as the solver sees it: years since the first flow, and a non-zero signed amount. */
export interface YearFlow {
  years: number;
  amount: number;
}

/** The smallest rate searched: −99.99 %. */
export const MIN_RATE = -0.9999;

/** The largest rate searched: 1,000,000 (10⁸ %), a thousandfold in about half a year. */
export const MAX_RATE = 1e6;

/**
 * How many roots the NPV can have on each side of r = 0, as the caller proved them (see `xirr.ts`), with the sign
 * of the NPV at r = 0 (the plain sum of the flows, known exactly).
 */
export interface RootBounds {
  /** At most this many roots with −1 < r < 0. */
  negative: number;
  /** At most this many roots with r > 0. */
  positive: number;
  /** Sign of Σ cᵢ: 0 when r = 0 is itself a root. */
  signAtZero: -1 | 0 | 1;
}

/** What the solver found: one rate, or why there is none to report. */
export type SolveOutcome = { rate: number } | { reason: 'no-rate' | 'multiple-rates' | 'no-convergence' };

/** The NPV is accepted as zero when it is this small relative to the sum of the magnitudes of its terms. */
const RELATIVE_TOLERANCE = 1e-9;

/** Grid points per unit of x when the roots have to be searched for: a step of about 1 % in 1 + r. */
const GRID_PER_UNIT = 100;

const X_MIN = Math.log1p(MIN_RATE);
const X_MAX = Math.log1p(MAX_RATE);

/** Newton starts at 10 %, Excel's default guess. */
const X_GUESS = Math.log1p(0.1);

/**
 * Finds the one rate that zeroes the NPV of `flows` between `MIN_RATE` and `MAX_RATE`.
 *
 * Where the bounds allow at most one root on a side of r = 0, that side holds a root exactly when the NPV has
 * opposite signs at its two ends, and that sign check is all the search there is. Otherwise the range is scanned
 * on a grid (about 1 % apart in 1 + r) for sign changes. Either way, finding two or more roots means several rates
 * solve the equation, and reporting one of them would be choosing an answer. Two roots closer together than the
 * grid step would go unseen; only flows whose sign changes several times can have them.
 *
 * @param flows - Flows sorted by time, the first at 0 years, with amounts of both signs and none zero.
 * @param bounds - The most roots there can be below and above r = 0, and the sign of the NPV at r = 0.
 * @returns The rate, or why there is none.
 */
export function solveRate(flows: readonly YearFlow[], bounds: RootBounds): SolveOutcome {
  const signAt = (x: number): number => (x === 0 ? bounds.signAtZero : Math.sign(npvAt(flows, x).value));
  let brackets: [number, number][];
  if (bounds.signAtZero === 0 && bounds.negative === 0 && bounds.positive === 0) return { rate: 0 };
  if (bounds.signAtZero !== 0 && bounds.negative <= 1 && bounds.positive <= 1) {
    brackets = [];
    if (bounds.negative === 1) brackets.push(...ends(X_MIN, 0, signAt));
    if (bounds.positive === 1) brackets.push(...ends(0, X_MAX, signAt));
  } else {
    brackets = scan(X_MIN, X_MAX, signAt);
  }
  if (brackets.length > 1) return { reason: 'multiple-rates' };
  if (brackets.length === 0) return { reason: 'no-rate' };
  const [lo, hi] = brackets[0];
  return solveIn(flows, lo, hi, signAt(lo), signAt(hi));
}

/** The interval [lo, hi] as a bracket if the NPV changes sign across it, or is zero at an end; else nothing. */
function ends(lo: number, hi: number, signAt: (x: number) => number): [number, number][] {
  const [signLo, signHi] = [signAt(lo), signAt(hi)];
  if (signLo === 0) return [[lo, lo]];
  if (signHi === 0) return [[hi, hi]];
  return signLo !== signHi ? [[lo, hi]] : [];
}

/**
 * The places on a grid over [lo, hi] where the NPV is zero or changes sign, each as an interval holding one root
 * (a zero at a grid point is the interval [x, x]). x = 0 is always a grid point, so that an exact zero there counts.
 */
function scan(lo: number, hi: number, signAt: (x: number) => number): [number, number][] {
  const points: number[] = [];
  for (const [from, to] of [[lo, 0], [0, hi]]) {
    const steps = Math.ceil((to - from) * GRID_PER_UNIT);
    for (let i = from === lo ? 0 : 1; i <= steps; i++) points.push(i === steps ? to : from + ((to - from) * i) / steps);
  }
  const signs = points.map(signAt);
  const brackets: [number, number][] = [];
  for (let i = 0; i < points.length; i++) {
    if (signs[i] === 0) brackets.push([points[i], points[i]]);
    else if (i + 1 < points.length && signs[i] * signs[i + 1] < 0) brackets.push([points[i], points[i + 1]]);
  }
  return brackets;
}

/**
 * Solves within one bracket by Newton's method from Excel's guess, falling back to bisection whenever a Newton step
 * would leave the bracket or is not shrinking fast enough ("rtsafe"): Newton's speed where the NPV behaves, and
 * the certainty of bisection where it does not. The result is accepted only if the NPV there is zero within
 * `RELATIVE_TOLERANCE` of its terms.
 */
function solveIn(flows: readonly YearFlow[], lo: number, hi: number, signLo: number, signHi: number): SolveOutcome {
  if (signLo === 0) return accept(flows, lo);
  if (signHi === 0) return accept(flows, hi);
  if (signLo === signHi) return { reason: 'no-rate' };
  let x = X_GUESS > lo && X_GUESS < hi ? X_GUESS : lo + (hi - lo) / 2;
  let stepBefore = hi - lo;
  let step = stepBefore;
  for (let iteration = 0; iteration < 300; iteration++) {
    const { value, slope } = npvAt(flows, x);
    if (value === 0) break;
    if (Math.sign(value) === signLo) lo = x;
    else hi = x;
    let next = x - value / slope;
    if (!(next > lo && next < hi) || Math.abs(2 * value) > Math.abs(stepBefore * slope)) next = lo + (hi - lo) / 2;
    stepBefore = step;
    step = next - x;
    x = next;
    // Stop once x no longer moves, or the bracket is down to a few floats.
    const resolution = Number.EPSILON * Math.max(1, Math.abs(x));
    if (Math.abs(step) <= resolution || hi - lo <= 2 * resolution) break;
  }
  return accept(flows, x);
}

/** Reports `x` as the rate if the NPV there is zero within tolerance, and no rate otherwise. */
function accept(flows: readonly YearFlow[], x: number): SolveOutcome {
  const { value, magnitude } = npvAt(flows, x);
  if (!(Math.abs(value) <= RELATIVE_TOLERANCE * magnitude)) return { reason: 'no-convergence' };
  return { rate: Math.expm1(x) };
}

/** The NPV at x = ln(1 + r) and its derivative in x, both times the same positive factor, and Σ |terms|. */
interface Npv {
  value: number;
  slope: number;
  magnitude: number;
}

/**
 * Evaluates Σ cᵢ e^(−x tᵢ) and its derivative Σ −tᵢ cᵢ e^(−x tᵢ), both multiplied by e^(x·s). s is the last flow's
 * time when x < 0 and 0 otherwise, so that every exponent −x(tᵢ − s) is at most 0 and no term exceeds its |cᵢ|.
 * Newton's step value / slope is unchanged by the factor.
 */
export function npvAt(flows: readonly YearFlow[], x: number): Npv {
  const shift = x < 0 ? flows[flows.length - 1].years : 0;
  const value = new CompensatedSum();
  const slope = new CompensatedSum();
  let magnitude = 0;
  for (const { years, amount } of flows) {
    const term = amount * Math.exp(-x * (years - shift));
    value.add(term);
    slope.add(-years * term);
    magnitude += Math.abs(term);
  }
  return { value: value.total(), slope: slope.total(), magnitude };
}

/**
 * Neumaier's compensated summation: keeps the low-order bits that plain `+=` drops, so that a sum whose terms
 * nearly cancel (an NPV close to its root) is still accurate.
 */
class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(value: number): void {
    const next = this.sum + value;
    this.compensation +=
      Math.abs(this.sum) >= Math.abs(value) ? this.sum - next + value : value - next + this.sum;
    this.sum = next;
  }

  total(): number {
    return this.sum + this.compensation;
  }
}

/**
 * A push-to-pull bridge: values pushed by a live query come out of an async iterator that graphql-ws consumes with
 * `for await`. `return()` (the client's `complete`, or the socket closing) stops the producer through `onReturn`.
 * Only the newest undelivered value is worth sending for a live query, but every value is kept in order here: the
 * producer already sends only changes, and the socket's own buffering is where a slow client is felt.
 */
export class AsyncQueue<T> implements AsyncGenerator<T, undefined, unknown> {
  private readonly values: T[] = [];
  private waiting: ((result: IteratorResult<T, undefined>) => void) | null = null;
  private rejectWaiting: ((error: Error) => void) | null = null;
  private failure: { error: Error } | null = null;
  private done = false;
  private stop: (() => void) | null = null;

  push(value: T): void {
    if (this.done) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.clearWaiting();
      resolve({ value, done: false });
    } else this.values.push(value);
  }

  /** Ends the iteration with an error (after the values already queued). */
  fail(reason: unknown): void {
    if (this.done) return;
    const error = reason instanceof Error ? reason : new Error(String(reason));
    if (this.rejectWaiting) {
      const reject = this.rejectWaiting;
      this.clearWaiting();
      this.finish();
      reject(error);
    } else this.failure = { error };
  }

  onReturn(stop: () => void): void {
    this.stop = stop;
    if (this.done) stop();
  }

  next(): Promise<IteratorResult<T, undefined>> {
    const value = this.values.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.failure) {
      const { error } = this.failure;
      this.failure = null;
      this.finish();
      return Promise.reject(error);
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.rejectWaiting = reject;
    });
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.finish();
    if (this.waiting) {
      const resolve = this.waiting;
      this.clearWaiting();
      resolve({ value: undefined, done: true });
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    this.finish();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.values.length = 0;
    this.stop?.();
  }

  private clearWaiting(): void {
    this.waiting = null;
    this.rejectWaiting = null;
  }
}

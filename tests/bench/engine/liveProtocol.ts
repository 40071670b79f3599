/**
 * Messages between the bench (parent) and the live-query client process (liveClients.ts), over Node's IPC channel.
 * Times are milliseconds since the epoch with sub-millisecond precision (`performance.timeOrigin + now()`), so
 * the two processes on one machine compare them directly.
 */

export interface OpenCommand {
  type: 'open';
  url: string;
  token: string;
  query: string;
  /** Subscriber i subscribes with `{ id: ids[i % ids.length] }`. */
  ids: string[];
  count: number;
  /** Handshakes in flight at once: more overflows the server's accept backlog and stalls in SYN retries. */
  concurrency: number;
}

/** Report the arrival time of the first message containing `marker`, per subscriber, within `timeoutMs`. */
export interface WatchCommand {
  type: 'watch';
  marker: string;
  timeoutMs: number;
}

export type ParentMessage = OpenCommand | WatchCommand | { type: 'count' } | { type: 'close' };

export interface OpenedReport {
  type: 'opened';
  /** Subscribers that got their first result. */
  ready: number;
  failed: number;
  seconds: number;
  /** A few distinct failure reasons. */
  reasons: string[];
}

export interface ArrivalsReport {
  type: 'arrivals';
  marker: string;
  /** Arrival times of the subscribers that saw the marker. */
  times: number[];
  /** Ready subscribers that did not see it before the timeout. */
  missing: number;
}

export type ChildMessage =
  | OpenedReport
  | { type: 'watching'; marker: string }
  | ArrivalsReport
  | { type: 'count'; messages: number; open: number }
  | { type: 'closed' };

export const now = (): number => performance.timeOrigin + performance.now();

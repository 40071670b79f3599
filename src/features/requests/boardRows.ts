import { isOverdue } from './responseState.ts';

/** Which companies the board shows. */
export const BOARD_FILTERS = ['all', 'late', 'toReview', 'waiting', 'done'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

export interface BoardRequest {
  readonly id: string;
  readonly due_date: string;
  readonly responses: readonly { readonly id: string; readonly status: string; readonly company: { readonly id: string; readonly name: string } }[];
}

export interface BoardCell {
  readonly responseId: string;
  readonly status: string;
  readonly dueDate: string;
}

/** One company's line: its response to each request (by request id), or none when it was not asked. */
export interface BoardRow {
  readonly companyId: string;
  readonly companyName: string;
  readonly cells: ReadonlyMap<string, BoardCell>;
}

const WAITING: readonly string[] = ['scheduled', 'sent', 'opened', 'draft', 'returned'];

/** Whether a response passes the filter on the day `today`. */
function matches(cell: BoardCell, filter: BoardFilter, today: string): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'late':
      return isOverdue(cell.status, cell.dueDate, today);
    case 'toReview':
      return cell.status === 'submitted';
    case 'waiting':
      return WAITING.includes(cell.status);
    case 'done':
      return cell.status === 'approved';
  }
}

/**
 * The board's lines: every company asked by one of the requests, by name, kept when one of its responses passes the
 * filter and its name contains `search` (ignoring case and accents).
 */
export function boardRows(requests: readonly BoardRequest[], filter: BoardFilter, search: string, today: string): BoardRow[] {
  const rows = new Map<string, { companyId: string; companyName: string; cells: Map<string, BoardCell> }>();
  for (const request of requests) {
    for (const response of request.responses) {
      const row = rows.get(response.company.id) ?? { companyId: response.company.id, companyName: response.company.name, cells: new Map<string, BoardCell>() };
      row.cells.set(request.id, { responseId: response.id, status: response.status, dueDate: request.due_date });
      rows.set(response.company.id, row);
    }
  }
  const needle = fold(search.trim());
  return [...rows.values()]
    .filter((row) => fold(row.companyName).includes(needle) && [...row.cells.values()].some((cell) => matches(cell, filter, today)))
    .sort((a, b) => a.companyName.localeCompare(b.companyName, 'pt-BR'));
}

/** Lower case without accents, so "sao" finds "São". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

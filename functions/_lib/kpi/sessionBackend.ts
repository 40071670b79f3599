/**
 * The session function's reads and its one write, through GraphQL as admin (the signed link is the permission; the
 * function checks it before asking anything).
 */
import { graphql, type Caller } from '../books/backend.ts';
import type { LinkedResponse, SessionBackend } from './openSession.ts';

const ADMIN: Caller = { kind: 'admin' };

interface ResponseRow {
  status: string;
  token_version: number;
  request: { cancelled_at: string | null; due_date: string };
}

export const graphqlSessionBackend: SessionBackend = {
  async load(responseId): Promise<LinkedResponse | null> {
    const data = await graphql<{ portfolio_kpi_response_by_pk: ResponseRow | null }>(ADMIN, `
      query KpiLink($id: uuid!) {
        portfolio_kpi_response_by_pk(id: $id) { status token_version request { cancelled_at due_date } }
      }`, { id: responseId });
    const row = data.portfolio_kpi_response_by_pk;
    if (!row) return null;
    return { status: row.status, tokenVersion: row.token_version, cancelled: row.request.cancelled_at !== null, dueDate: row.request.due_date };
  },
  async markOpened(responseId) {
    // Only from sent: two tabs opening the link at once move it once, and a later open changes nothing.
    const data = await graphql<{ update_portfolio_kpi_response: { affected_rows: number } }>(ADMIN, `
      mutation KpiLinkOpened($id: uuid!) {
        update_portfolio_kpi_response(where: { id: { _eq: $id }, status: { _eq: "sent" } }, _set: { status: "opened" }) { affected_rows }
      }`, { id: responseId });
    return data.update_portfolio_kpi_response.affected_rows === 1;
  },
};

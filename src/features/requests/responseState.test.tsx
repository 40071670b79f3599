import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { countStatuses, isOverdue, localToday, statusIntent } from './responseState.ts';

describe('isOverdue', () => {
  it('is late once the due date has passed and nothing was submitted', () => {
    expect(isOverdue('sent', '2026-03-10', '2026-03-11')).toBe(true);
    expect(isOverdue('draft', '2026-03-10', '2026-03-11')).toBe(true);
    expect(isOverdue('returned', '2026-03-10', '2026-03-11')).toBe(true);
  });

  it('is not late on the due date itself, nor once submitted or approved, nor when cancelled', () => {
    expect(isOverdue('sent', '2026-03-10', '2026-03-10')).toBe(false);
    expect(isOverdue('submitted', '2026-03-10', '2026-04-01')).toBe(false);
    expect(isOverdue('approved', '2026-03-10', '2026-04-01')).toBe(false);
    expect(isOverdue('sent', '2026-03-10', '2026-04-01', true)).toBe(false);
  });
});

describe('countStatuses', () => {
  it('counts each state and the late ones apart', () => {
    const counts = countStatuses([{ status: 'sent' }, { status: 'sent' }, { status: 'approved' }, { status: 'submitted' }], '2026-01-31', '2026-02-01');
    expect(counts.byStatus.sent).toBe(2);
    expect(counts.byStatus.approved).toBe(1);
    expect(counts.byStatus.submitted).toBe(1);
    expect(counts.byStatus.draft).toBe(0);
    expect(counts.overdue).toBe(2);
    expect(counts.total).toBe(4);
  });
});

describe('statusIntent', () => {
  it('colours what waits for the investor, what is done and what went back', () => {
    expect(statusIntent('submitted')).toBe(Intent.PRIMARY);
    expect(statusIntent('approved')).toBe(Intent.SUCCESS);
    expect(statusIntent('returned')).toBe(Intent.WARNING);
    expect(statusIntent('sent')).toBe(Intent.NONE);
  });
});

describe('localToday', () => {
  it('writes the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

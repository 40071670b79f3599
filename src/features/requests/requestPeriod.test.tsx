import { describe, expect, it } from 'vitest';
import { parseReminders, validateRequest } from './requestForm.ts';
import type { RequestFormValues } from './requestForm.ts';
import { periodEndChoices, suggestPeriod } from './requestPeriod.ts';

describe('suggestPeriod', () => {
  it('asks for the full months before the due date, as Visible does', () => {
    expect(suggestPeriod('2026-07-28', 3)).toEqual({ start: '2026-04-01', end: '2026-06-01' });
    expect(suggestPeriod('2026-08-02', 3)).toEqual({ start: '2026-05-01', end: '2026-07-01' });
    expect(suggestPeriod('2026-01-15', 1)).toEqual({ start: '2025-12-01', end: '2025-12-01' });
  });

  it('offers period ends from two years back to three months ahead, newest first', () => {
    const choices = periodEndChoices('2026-03-20');
    expect(choices[0]).toBe('2026-06-01');
    expect(choices.at(-1)).toBe('2024-03-01');
  });
});

describe('parseReminders', () => {
  it('reads whole days, typographic minus signs included, sorted once each', () => {
    expect(parseReminders('+7, −1 -7 1, 1')).toEqual([-7, -1, 1, 7]);
    expect(parseReminders('')).toEqual([]);
    expect(parseReminders('-1.5')).toBeNull();
  });
});

describe('validateRequest', () => {
  const valid: RequestFormValues = {
    title: 'Q2', message: '', companyIds: ['a'], metricKinds: ['revenue'], periodLength: 3, periodEnd: '2026-06-01',
    sendOn: '2026-07-01', dueDate: '2026-07-15', recurrence: 'none', reminders: '-7, -1, +1, +7',
  };

  it('accepts a complete request', () => {
    expect(validateRequest(valid)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(validateRequest({
      ...valid, title: ' ', companyIds: [], metricKinds: [], dueDate: '2026-06-30', reminders: '-90',
    })).toEqual({
      title: 'titleRequired', companyIds: 'companiesRequired', metricKinds: 'metricsRequired', dueDate: 'dueBeforeSend',
      reminders: 'remindersInvalid',
    });
    expect(validateRequest({ ...valid, sendOn: null, dueDate: null })).toEqual({ sendOn: 'sendOnRequired', dueDate: 'dueDateRequired' });
  });
});

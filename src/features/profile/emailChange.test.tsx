import { describe, expect, it } from 'vitest';
import { emailChangeRefusal, newEmailProblem } from './emailChange.ts';

describe('emailChange', () => {
  it.each([
    ['', 'required'],
    ['ana@', 'invalid'],
    ['Ana@Example.com', 'current'],
    ['ana.nova@example.com', null],
  ])('finds %j to be %s before sending', (typed, problem) => {
    expect(newEmailProblem(typed, 'ana@example.com')).toBe(problem);
  });

  it.each([
    [{ status: 409, error: 'email-already-in-use', message: 'Email already in use' }, 'inUse'],
    [{ status: 10, error: 'invalid-email', message: 'Email is incorrectly formatted' }, 'invalid'],
    [{ status: 400, error: 'invalid-request', message: 'The request payload is incorrect' }, 'invalid'],
    [{ status: 429, error: 'too-many-requests', message: 'Too many requests' }, 'tooManyRequests'],
    [{ status: 0, error: 'network', message: 'Network Error' }, 'network'],
    [{ status: 401, error: 'unauthenticated-user', message: 'User is not authenticated' }, 'failed'],
  ])('reads the service\'s %j as %s', (error, problem) => {
    expect(emailChangeRefusal(error)).toBe(problem);
  });
});

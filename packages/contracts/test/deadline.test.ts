import { describe, expect, it } from 'vitest';
import { answerDeadline } from '../src/deadline.js';

// Times are Istanbul local (UTC+3) written as UTC instants.
const istanbul = (iso: string) => new Date(`${iso}+03:00`);

describe('answer deadline: creation + 3 business days, Europe/Istanbul', () => {
  it('counts three weekdays from a Monday', () => {
    expect(answerDeadline(istanbul('2026-11-16T10:00:00'))).toEqual(istanbul('2026-11-19T10:00:00'));
  });

  it('skips the weekend from a Thursday', () => {
    expect(answerDeadline(istanbul('2026-11-19T15:30:00'))).toEqual(istanbul('2026-11-24T15:30:00'));
  });

  it('starts counting on Monday for a question asked on Saturday', () => {
    expect(answerDeadline(istanbul('2026-11-21T09:00:00'))).toEqual(istanbul('2026-11-25T09:00:00'));
  });

  it('uses the Istanbul calendar day, not the UTC one, just after local midnight', () => {
    // Saturday 01:30 in Istanbul is still Friday 22:30 UTC.
    expect(answerDeadline(istanbul('2026-11-21T01:30:00'))).toEqual(istanbul('2026-11-25T01:30:00'));
  });
});

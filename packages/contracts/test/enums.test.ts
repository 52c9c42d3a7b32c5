import { describe, expect, it } from 'vitest';
import { AnswerStatus, BillingCycle } from '../src/enums.js';

describe('enums shared with the marketplace-facing API', () => {
  it('numbers answer statuses as the spec does', () => {
    expect(AnswerStatus).toEqual({ AwaitingApproval: 0, Approved: 1, Rejected: 2 });
  });

  it('numbers billing cycles as the spec does', () => {
    expect(BillingCycle).toEqual({ Monthly: 0, Yearly: 1 });
  });
});

/** Where a drafted answer stands with the seller (spec §3 "Answer status"). */
export const AnswerStatus = {
  AwaitingApproval: 0,
  Approved: 1,
  Rejected: 2,
} as const;
export type TAnswerStatus = (typeof AnswerStatus)[keyof typeof AnswerStatus];

/** How a plan is billed (spec §3 "Payment plan"). */
export const BillingCycle = {
  Monthly: 0,
  Yearly: 1,
} as const;
export type TBillingCycle = (typeof BillingCycle)[keyof typeof BillingCycle];

export const billingCycleLabel: Record<TBillingCycle, string> = {
  [BillingCycle.Monthly]: 'Aylık',
  [BillingCycle.Yearly]: 'Yıllık',
};

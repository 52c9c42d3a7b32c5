/** Time as a dependency, so services and jobs can be tested at any moment without waiting. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

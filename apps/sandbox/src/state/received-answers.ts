/** An answer that arrived through the Trendyol API, as the control API lists it. */
export type ReceivedAnswer = {
  questionId: number;
  answerId: number;
  text: string;
  receivedAt: number;
  userAgent: string;
};

/** Every answer posted through the API, per seller, in arrival order. */
export type ReceivedAnswers = ReturnType<typeof createReceivedAnswers>;

/** Creates an empty log. */
export function createReceivedAnswers() {
  const bySeller = new Map<string, ReceivedAnswer[]>();
  return {
    add(sellerId: string, answer: ReceivedAnswer): void {
      const list = bySeller.get(sellerId);
      if (list) list.push(answer);
      else bySeller.set(sellerId, [answer]);
    },
    list(sellerId: string): readonly ReceivedAnswer[] {
      return bySeller.get(sellerId) ?? [];
    },
    clear(): void {
      bySeller.clear();
    },
  };
}

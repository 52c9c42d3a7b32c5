import type { StoredQuestion } from '../trendyol/stored-question.js';

type SellerQuestions = { byCreation: StoredQuestion[]; byId: Map<number, StoredQuestion> };

/**
 * Questions in memory, indexed per seller: a map by id and an array sorted by creation date, so a
 * date-window query is two binary searches and a bulk insert is one merge (10,000 × 100 stores).
 */
export type QuestionStore = ReturnType<typeof createQuestionStore>;

const byCreationThenId = (a: StoredQuestion, b: StoredQuestion) => a.creationDate - b.creationDate || a.id - b.id;

/** First index whose creationDate is ≥ `time` (or > `time` when `after`). */
function boundary(list: StoredQuestion[], time: number, after: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = list[middle]?.creationDate ?? 0;
    if (value < time || (after && value === time)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function merge(existing: StoredQuestion[], incoming: StoredQuestion[]): StoredQuestion[] {
  const merged: StoredQuestion[] = [];
  let i = 0;
  let j = 0;
  while (i < existing.length || j < incoming.length) {
    const left = existing[i];
    const right = incoming[j];
    if (right === undefined || (left !== undefined && byCreationThenId(left, right) <= 0)) {
      if (left !== undefined) merged.push(left);
      i++;
    } else {
      merged.push(right);
      j++;
    }
  }
  return merged;
}

/** Creates an empty store. */
export function createQuestionStore() {
  const sellers = new Map<string, SellerQuestions>();

  const sellerQuestions = (sellerId: string): SellerQuestions => {
    let entry = sellers.get(sellerId);
    if (!entry) {
      entry = { byCreation: [], byId: new Map() };
      sellers.set(sellerId, entry);
    }
    return entry;
  };

  return {
    /** Adds questions of one seller in any order. */
    insert(sellerId: string, questions: StoredQuestion[]): void {
      const entry = sellerQuestions(sellerId);
      const incoming = [...questions].sort(byCreationThenId);
      for (const question of incoming) entry.byId.set(question.id, question);
      const last = entry.byCreation.at(-1);
      const first = incoming[0];
      if (!last || !first || byCreationThenId(last, first) <= 0) entry.byCreation.push(...incoming);
      else entry.byCreation = merge(entry.byCreation, incoming);
    },
    /** One question of a seller; another seller's id is not found. */
    find(sellerId: string, id: number): StoredQuestion | undefined {
      return sellers.get(sellerId)?.byId.get(id);
    },
    /** A seller's questions created in [from, to], oldest first. */
    createdBetween(sellerId: string, from: number, to: number): StoredQuestion[] {
      const list = sellers.get(sellerId)?.byCreation ?? [];
      return list.slice(boundary(list, from, false), boundary(list, to, true));
    },
    /** How many questions a seller has. */
    count(sellerId: string): number {
      return sellers.get(sellerId)?.byCreation.length ?? 0;
    },
    clear(): void {
      sellers.clear();
    },
  };
}

import type { TStoreResponse } from '@cevapla/contracts/stores';
import type { StoreRow } from './repository.js';

/** The store as the API shows it: the key as a hint, the secret never. */
export function presentStore(row: StoreRow, demoMarketplace: boolean): TStoreResponse {
  return {
    id: row.id,
    marketplace: 'trendyol',
    name: row.name,
    sellerId: row.sellerId,
    apiKeyMasked: `••••••••${row.apiKeyHint}`,
    autoAnswer: row.autoAnswer,
    connection: row.connection,
    connectionProblem: row.connectionProblem,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    demoMarketplace,
  };
}

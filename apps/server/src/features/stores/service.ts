import { ErrorCode } from '@cevapla/contracts/errors';
import { storeMessages } from '@cevapla/contracts/messages';
import type { TStoreRequest, TStoreSavedResponse } from '@cevapla/contracts/stores';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { TrendyolClient, TrendyolCredentials } from '../../integrations/trendyol/client.js';
import { TrendyolError } from '../../integrations/trendyol/errors.js';
import type { SecretBox } from '../../security/encryption.js';
import { presentStore } from './present.js';
import { findStoreOfUser, type StoreRow, saveStore } from './repository.js';

export type StoresDeps = {
  db: Database;
  clock: Clock;
  trendyol: TrendyolClient;
  /** Seals and opens marketplace credentials (AES-256-GCM, key from APP_SECRET). */
  credentialsBox: SecretBox;
  /** True when Trendyol is the local stand-in of demo mode. */
  demoMarketplace: boolean;
};

/** The store's credentials, opened for one marketplace call. */
export function credentialsOf(deps: Pick<StoresDeps, 'credentialsBox'>, store: StoreRow): TrendyolCredentials {
  return {
    sellerId: store.sellerId,
    apiKey: deps.credentialsBox.open(store.apiKeyEncrypted),
    apiSecret: deps.credentialsBox.open(store.apiSecretEncrypted),
  };
}

export async function getStore(deps: StoresDeps, userId: string) {
  const store = await findStoreOfUser(deps.db, userId);
  return store ? presentStore(store, deps.demoMarketplace) : null;
}

/**
 * Tests the credentials against the marketplace, then creates or updates the seller's one store.
 * Nothing is saved when Trendyol refuses them; the error says why, in Turkish.
 */
export async function connectStore(
  deps: StoresDeps,
  userId: string,
  input: TStoreRequest,
): Promise<TStoreSavedResponse> {
  const existing = await findStoreOfUser(deps.db, userId);
  // Left empty on an update: the saved value stays (the browser never had it).
  const apiKey = input.apiKey?.trim() || (existing ? deps.credentialsBox.open(existing.apiKeyEncrypted) : '');
  if (!apiKey) throw new AppError(ErrorCode.Validation, 400, storeMessages.apiKey);
  const apiSecret = input.apiSecret?.trim() || (existing ? deps.credentialsBox.open(existing.apiSecretEncrypted) : '');
  if (!apiSecret) throw new AppError(ErrorCode.Validation, 400, storeMessages.apiSecret);
  const credentials = { sellerId: input.sellerId.trim(), apiKey, apiSecret };

  try {
    await deps.trendyol.verifyCredentials(credentials);
  } catch (error) {
    if (error instanceof TrendyolError) {
      throw new AppError(ErrorCode.StoreConnectionFailed, 422, `${storeMessages.connectionFailed} ${error.message}`);
    }
    throw error;
  }

  const row = await saveStore(
    deps.db,
    userId,
    {
      name: input.name.trim(),
      sellerId: credentials.sellerId,
      apiKeyEncrypted: deps.credentialsBox.seal(credentials.apiKey),
      apiSecretEncrypted: deps.credentialsBox.seal(credentials.apiSecret),
      apiKeyHint: credentials.apiKey.slice(-4),
      autoAnswer: input.autoAnswer,
    },
    deps.clock.now(),
  );
  return { message: storeMessages.saved, store: presentStore(row, deps.demoMarketplace) };
}

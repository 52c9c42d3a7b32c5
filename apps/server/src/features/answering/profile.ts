import { DEFAULT_AUTO_SEND_THRESHOLD } from '@cevapla/contracts/answering';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { storeProfiles } from '../../db/schema/answering.js';
import type { StoreProfile } from './engine/types.js';

export const defaultProfile: StoreProfile = {
  tone: 'samimi',
  greeting: 'Merhaba,',
  signature: 'İyi alışverişler dileriz.',
  deliveryInfo: '',
  returnPolicy: '',
  notes: '',
  faq: [],
  autoSendThreshold: DEFAULT_AUTO_SEND_THRESHOLD,
  blockedTerms: [],
};

/** The store's profile, or the defaults before the seller has saved one. */
export async function storeProfile(db: Executor, storeId: string): Promise<StoreProfile> {
  const [row] = await db.select().from(storeProfiles).where(eq(storeProfiles.storeId, storeId));
  if (!row) return defaultProfile;
  const { storeId: _storeId, updatedAt: _updatedAt, ...profile } = row;
  return profile;
}

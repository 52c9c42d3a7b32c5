/** Credentials a seller was registered with; such a seller rejects any other pair with 401. */
export type SellerCredentials = { apiKey: string; apiSecret: string };

/**
 * Sellers the sandbox knows: every seller that called the API or was registered. Unregistered
 * sellers accept any non-empty key and secret (demo); registered ones only their own.
 */
export type SellerRegistry = ReturnType<typeof createSellerRegistry>;

/** Creates an empty registry; `onNewSeller` hears about each seller once (the generator starts it). */
export function createSellerRegistry(onNewSeller: (sellerId: string) => void) {
  const known = new Set<string>();
  const credentials = new Map<string, SellerCredentials>();
  const touch = (sellerId: string) => {
    if (known.has(sellerId)) return;
    known.add(sellerId);
    onNewSeller(sellerId);
  };
  return {
    touch,
    register(sellerId: string, pair: SellerCredentials): void {
      credentials.set(sellerId, pair);
      touch(sellerId);
    },
    /** Whether a key and secret may act for a seller. */
    accepts(sellerId: string, apiKey: string, apiSecret: string): boolean {
      if (apiKey === '' || apiSecret === '') return false;
      const registered = credentials.get(sellerId);
      return !registered || (registered.apiKey === apiKey && registered.apiSecret === apiSecret);
    },
    isStrict(sellerId: string): boolean {
      return credentials.has(sellerId);
    },
    list(): string[] {
      return [...known];
    },
    clear(): void {
      known.clear();
      credentials.clear();
    },
  };
}

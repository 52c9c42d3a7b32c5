import { useMe } from '../../features/auth/api/get-me';
import { DisconnectedBanner } from '../../features/stores/components/disconnected-banner';

/** The store's connection problem, for a signed-in seller (the session comes from auth). */
export function StoreBanner() {
  const { data: user } = useMe();
  return <DisconnectedBanner signedIn={Boolean(user)} />;
}

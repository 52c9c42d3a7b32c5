import type { TMeResponse } from '@cevapla/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { ProfilePage } from '../../features/account/pages/profile-page';
import { meQueryKey, useMe } from '../../features/auth/api/get-me';

/** Hands the account feature the signed-in user and keeps the session current after a profile save. */
export function ProfileRoute() {
  const { data: user } = useMe();
  const queryClient = useQueryClient();
  // The guard lets only a signed-in user in; null only while signing out, on the way to /home.
  if (!user) return null;
  return <ProfilePage user={user} onSaved={(saved: TMeResponse) => queryClient.setQueryData(meQueryKey, saved)} />;
}

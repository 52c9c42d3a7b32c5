import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../features/auth/api/get-me';

/** Whether the visitor may buy: signed in, and with a verified e-mail (spec §6). */
export function useBuyer(): { isSignedIn: boolean; isVerified: boolean } {
  const { data: user } = useQuery({ ...meQueryOptions(), refetchOnMount: false });
  return { isSignedIn: Boolean(user), isVerified: user?.isVerified ?? false };
}

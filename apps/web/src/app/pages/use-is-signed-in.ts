import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../features/auth/api/get-me';

/** Whether a seller is signed in; the shell's navbar keeps the session current, so this only reads it. */
export function useIsSignedIn(): boolean {
  const { data: user } = useQuery({ ...meQueryOptions(), refetchOnMount: false });
  return Boolean(user);
}

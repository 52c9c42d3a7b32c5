import { Navigate, useLocation } from 'react-router';

/** Replaces the current entry with `to`, keeping the query (e.g. a payment failure `?message=`) and hash. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

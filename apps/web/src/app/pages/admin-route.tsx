import { AdminOverviewPage } from '../../features/admin/pages/admin-overview-page';
import { useMe } from '../../features/auth/api/get-me';

/** The admin overview with the role of the signed-in user (the server checks it again). */
export function AdminRoute() {
  const { data: user } = useMe();
  return <AdminOverviewPage isAdmin={user?.role === 'admin'} />;
}

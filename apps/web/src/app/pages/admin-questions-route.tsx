import { useMe } from '../../features/auth/api/get-me';
import { AdminQuestionsPage } from '../../features/questions/pages/admin-questions-page';

/** The admin question panel with the role of the signed-in user (the server checks it again). */
export function AdminQuestionsRoute() {
  const { data: user } = useMe();
  return <AdminQuestionsPage isAdmin={user?.role === 'admin'} />;
}

import { paths } from '@cevapla/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { LoginPage } from '../../features/auth/pages/login-page';
import { storeQueryOptions } from '../../features/stores/api/get-store';

/** Sign-in lands a seller who has a store on the dashboard (issue 8), anyone else on /home. */
export function LoginRoute() {
  const queryClient = useQueryClient();
  const landing = async () => {
    const store = await queryClient.fetchQuery(storeQueryOptions()).catch(() => null);
    return store ? paths.dashboard : paths.home;
  };
  return <LoginPage landing={landing} />;
}

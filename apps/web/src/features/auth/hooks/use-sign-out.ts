import { noticeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLogout } from '../api/logout';

/** Ends the session, then lands on /home with the 'Oturum Kapatılmıştır' warning (spec §4). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        await navigate(paths.home);
        notify.warning(noticeMessages.signedOut);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return { signOut, signingOut: logout.isPending };
}

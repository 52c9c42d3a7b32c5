import { DELAYS_MS } from '@cevapla/contracts/constants';
import { ErrorCode } from '@cevapla/contracts/errors';
import { paths } from '@cevapla/contracts/routes';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useStartTrial } from '../../api/start-trial';

/**
 * Spec §4/§8 free trial: a visitor goes to /store (and signs in on the way), an unverified seller is
 * told to verify, a seller without a store is sent to define it; after success the page reloads in 2 s.
 */
export function useStartTrialFlow() {
  const start = useStartTrial();
  const navigate = useNavigate();
  const run = () =>
    start.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setTimeout(() => window.location.reload(), DELAYS_MS.trialReload);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.Unauthorized) {
          navigate(paths.store);
        } else if (error instanceof ApiError && error.code === ErrorCode.StoreRequired) {
          notify.warning(error.message);
          navigate(paths.store);
        } else {
          notify.error(errorMessage(error));
        }
      },
    });
  return { run, pending: start.isPending };
}

import { noticeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { meQueryOptions } from '../../features/auth/api/get-me';
import { notify } from '../../lib/notify';

/**
 * The loader of the guarded routes: a signed-out visitor never gets the page, only /login with a
 * returnUrl and the notice — once per redirect, since a loader (unlike an effect) runs once per navigation.
 */
export function requireSignIn(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const user = await queryClient.ensureQueryData(meQueryOptions());
    if (user) return null;
    const { pathname, search } = new URL(request.url);
    notify.warning(noticeMessages.signInRequired);
    return redirect(`${paths.login}?${new URLSearchParams({ returnUrl: pathname + search })}`);
  };
}

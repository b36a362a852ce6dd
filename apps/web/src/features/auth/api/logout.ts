import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, callEndpoint } from '@/lib/api';
import { LEAVE_WITHOUT_ASKING } from '@/lib/leave-guard';

/** Ends our session; answers the provider's own sign-out page after a single sign-on, if any. */
export async function logout(): Promise<string | null> {
  const response = await callEndpoint('signOut', {});
  return response.data.provider_logout_url;
}

/** Navigation state of the login page after signing out (see LoginRoute). */
export type TSignedOutState = { providerLogoutUrl?: string };

/**
 * Log out and go to the login page; leaving the shell forgets the cached data (ShellLayout).
 * The context cookies stay: the next login of the same user continues at the same location.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: logout,
    // A session that already expired is as good as a finished log-out.
    meta: { handlesStatus: [401] },
    onSettled: async (providerLogoutUrl, error) => {
      if (error && !(error instanceof ApiError && error.status === 401)) return;
      const signedOut: TSignedOutState = providerLogoutUrl ? { providerLogoutUrl } : {};
      // Signed out: unsaved changes can no longer be saved, so leaving does not ask.
      await navigate('/', { replace: true, state: { ...LEAVE_WITHOUT_ASKING, ...signedOut } });
      notifications.show({ id: 'signed-out', message: t('login.signedOut'), color: 'teal' });
    },
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}

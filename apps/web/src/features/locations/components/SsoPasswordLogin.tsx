import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useUpdateSsoPasswordLogin } from '../api/update-sso-password-login';

/**
 * "Inloggen met wachtwoord toestaan": switching it off locks out everyone without a linked
 * school account, so that asks first; the server's reasons why not (yet) are shown.
 */
export function SsoPasswordLogin({
  locationId,
  passwordLogin,
}: {
  locationId: number;
  /** As stored; a failed save therefore reverts by itself. */
  passwordLogin: boolean;
}) {
  const { t } = useTranslation();
  const save = useUpdateSsoPasswordLogin(locationId);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  const send = (value: boolean) => {
    setReason(null);
    save.mutate(
      { password_login: value },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'green', message: t('ssoSettings.passwordLoginSaved') });
        },
        onError: (error) => {
          setConfirming(false);
          const found = fieldErrorsOf(error).password_login;
          if (found) setReason(found);
          notifications.show({ color: 'red', message: t('ssoSettings.passwordLoginFailed') });
        },
      },
    );
  };

  // While saving it shows what was chosen; otherwise (also after a failure) what is stored.
  const checked = save.isPending && save.variables ? save.variables.password_login : passwordLogin;
  return (
    <>
      <Switch
        label={t('ssoSettings.passwordLogin')}
        description={t('ssoSettings.passwordLoginHint')}
        checked={checked}
        disabled={save.isPending}
        error={reason}
        onChange={(event) => {
          if (event.currentTarget.checked) send(true);
          else setConfirming(true);
        }}
      />
      <ConfirmDialog
        opened={confirming}
        title={t('ssoSettings.passwordLoginOffTitle')}
        confirmLabel={t('ssoSettings.passwordLoginOffConfirm')}
        danger
        pending={save.isPending}
        onConfirm={() => send(false)}
        onCancel={() => setConfirming(false)}
      >
        {t('ssoSettings.passwordLoginOffText')}
      </ConfirmDialog>
    </>
  );
}

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOCATION_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  type TLocationDetails,
} from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { messageText } from '@/lib/server-messages';
import { useRemoveLocationLogo } from '../api/remove-location-logo';
import { useUploadLocationLogo } from '../api/upload-location-logo';

/** What is wrong with a chosen logo file before it is sent, as a message key. */
export function logoFileProblem(file: { size: number; type: string }) {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return 'logoType' as const;
  if (file.size > LOGO_MAX_BYTES) return 'logoTooLarge' as const;
  return null;
}

/**
 * The location's logo: choosing a file (checked before it is sent, the server's refusal shown
 * as the same messages) and removing it, each with its toasts.
 */
export function useLocationLogo(location: TLocationDetails) {
  const { t } = useTranslation();
  const upload = useUploadLocationLogo(location.id);
  const remove = useRemoveLocationLogo(location.id);
  const [logoError, setLogoError] = useState<string | null>(null);

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setLogoError(messageText(LOCATION_MESSAGES[problem]));
      notifications.show({ color: 'red', message: t('location.logoFailed') });
      return;
    }
    setLogoError(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('location.logoSaved') }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 413) {
          setLogoError(messageText(LOCATION_MESSAGES.logoTooLarge));
        } else if (error instanceof ApiError && error.status === 422) {
          setLogoError(messageText(LOCATION_MESSAGES.logoType));
        }
        notifications.show({ color: 'red', message: t('location.logoFailed') });
      },
    });
  };

  const removeLogo = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: t('location.logoRemoved') }),
      onError: () => notifications.show({ color: 'red', message: t('location.logoRemoveFailed') }),
    });

  return {
    logoError,
    chooseLogo,
    removeLogo,
    uploading: upload.isPending,
    removing: remove.isPending,
  };
}

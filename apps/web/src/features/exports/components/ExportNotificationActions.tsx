import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { downloadGlyph } from '@/components/icons/glyphs/download';
import { downloadExportOptions, downloadFailureOf, retryExportOptions } from '../export-actions';

/**
 * What the notifications panel offers for an export: the finished file's download (which opens
 * the notification, so its "new" marker goes) and, after a failure, trying again. An expired
 * file is said next to its button.
 */
export function ExportNotificationActions({
  notification,
  onOpened,
}: {
  notification: TNotification;
  onOpened: () => void;
}) {
  const { t } = useTranslation();
  const download = useMutation(downloadExportOptions);
  const retry = useMutation(retryExportOptions);
  const exportId = notification.export_id;
  if (exportId === null) return null;

  if (notification.type === 'export_ready') {
    const fileName = notification.data ?? `export-${exportId}`;
    const failure = download.isError ? downloadFailureOf(download.error) : null;
    return (
      <Stack gap={4} align="flex-start" mt={4}>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<Icon glyph={downloadGlyph} size={14} />}
          aria-label={t('exports.panel.downloadLabel', { file: fileName })}
          loading={download.isPending}
          onClick={() => download.mutate({ exportId, fileName }, { onSuccess: onOpened })}
        >
          {t('exports.panel.download')}
        </Button>
        {failure && (
          <Text size="xs" c="red" role="alert">
            {t(`exports.toast.${failure}`)}
          </Text>
        )}
      </Stack>
    );
  }

  if (notification.type === 'export_failed') {
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        mt={4}
        w="fit-content"
        aria-label={t('exports.panel.retryLabel')}
        loading={retry.isPending}
        onClick={() => retry.mutate(exportId)}
      >
        {t('exports.panel.retry')}
      </Button>
    );
  }
  return null;
}

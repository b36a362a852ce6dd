import { AspectRatio, Button, Group, Modal, Stack, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPageInfo } from '@cp/contracts';
import { safeVideoUrl } from '../safe-video';
import { sanitizeHelpHtml } from '../sanitize';

interface TProps {
  info: TPageInfo;
  opened: boolean;
  onClose: () => void;
}

/**
 * The help of a page (docs/organisation.md "Catalogues and help texts"). The HTML comes from the
 * database, so it is sanitized here no matter who wrote it; loaded on demand so DOMPurify is not
 * part of the first load.
 */
export default function HelpModal({ info, opened, onClose }: TProps) {
  const { t } = useTranslation();
  const html = useMemo(() => sanitizeHelpHtml(info.content), [info.content]);
  const video = safeVideoUrl(info.video);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={info.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('help.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Typography data-testid="help-content" dangerouslySetInnerHTML={{ __html: html }} />
        {video && (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={video}
              title={t('help.video', { title: info.title })}
              allow="fullscreen; picture-in-picture; encrypted-media"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
            />
          </AspectRatio>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('help.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

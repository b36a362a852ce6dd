import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TExportButtonProps } from '@/components/ExportButtonSlot';
import { Icon } from '@/components/icons/Icon';
import { downloadGlyph } from '@/components/icons/glyphs/download';
import { ExportDialog } from './ExportDialog';

/**
 * "Exporteren" in the header of the education's screens (design, plan, analysis, notes), with
 * its dialog; the app places it through ExportButtonSlot.
 */
export function ExportButton(props: TExportButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<Icon glyph={downloadGlyph} size={18} />}
        aria-haspopup="dialog"
        onClick={open}
      >
        {t('exports.button')}
      </Button>
      <ExportDialog {...props} opened={opened} onClose={close} />
    </>
  );
}

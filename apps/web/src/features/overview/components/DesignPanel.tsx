import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducation } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { CopyYearModal } from './CopyYearModal';
import { EditDetailsModal } from './EditDetailsModal';
import { StructureEditorModal } from './StructureEditorModal';

type TDialog = 'details' | 'structure' | 'copy' | null;

/**
 * The change actions for those who may design. Outside design they stay visible but disabled,
 * with the reason above them, so nobody wonders where they went (no changes while reviewing or
 * active: docs/educations.md "Overview screen").
 */
export function DesignPanel({ location, education }: { location: string; education: TEducation }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [dialog, setDialog] = useState<TDialog>(null);
  if (!education.can_design) return null;
  const locked = education.status !== 'designing';
  const close = () => setDialog(null);
  return (
    <>
      {locked && (
        <Alert color="yellow" variant="light" role="status">
          {t(
            education.status === 'active' ? 'overview.locked.active' : 'overview.locked.reviewing',
            {
              education: terms.education,
            },
          )}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="default" disabled={locked} onClick={() => setDialog('details')}>
          {t('overview.details.edit')}
        </Button>
        <Button variant="default" disabled={locked} onClick={() => setDialog('structure')}>
          {t('overview.structure.edit')}
        </Button>
        <Button variant="default" disabled={locked} onClick={() => setDialog('copy')}>
          {capitalize(t('overview.copy.title', { educationYear: terms.educationYear }))}
        </Button>
      </Group>
      {dialog === 'details' && (
        <EditDetailsModal location={location} education={education} onClose={close} />
      )}
      {dialog === 'structure' && (
        <StructureEditorModal location={location} education={education} onClose={close} />
      )}
      {dialog === 'copy' && (
        <CopyYearModal location={location} education={education} onClose={close} />
      )}
    </>
  );
}

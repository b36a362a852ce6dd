import { Alert, Button, Loader, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBackup, TEducation } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useTerms } from '@/lib/use-terms';
import { useBackups } from '../api/get-backups';
import { useRestoreBackup } from '../api/restore-backup';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';
import { SummaryCard } from './SummaryCards';
import { useLabels } from './use-labels';

interface TProps {
  location: string;
  education: TEducation;
}

/**
 * The backups of the last 14 days (docs/educations.md "Backups"), for designers. Restoring replaces
 * the content, so it is only possible while designing and asks first; the server backs up the
 * current state before restoring, which the confirmation says.
 */
export function BackupsCard({ location, education }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const labels = useLabels();
  const id = String(education.id);
  const backups = useBackups(location, id, true);
  const restore = useRestoreBackup(location, id);
  const [chosen, setChosen] = useState<TBackup | null>(null);
  const locked = education.status !== 'designing';
  const lockedReason = locked
    ? t('overview.backups.restoreLocked', { education: terms.education })
    : null;

  const confirm = async (backup: TBackup) => {
    try {
      await restore.mutateAsync(backup.id);
      notifySuccess(t('overview.backups.restored'));
    } catch (error) {
      notifyRefusal(error, refusalReason(error, { terms }) ?? t('overview.backups.restoreFailed'), {
        terms,
        handles: HANDLED_STATUSES,
      });
      throw error;
    }
  };

  return (
    <SummaryCard title={t('overview.backups.title')}>
      <Text size="sm" c="dimmed">
        {t('overview.backups.intro')}
      </Text>
      {lockedReason && <Text size="sm">{lockedReason}</Text>}
      {backups.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : backups.isError ? (
        <Alert color="red" variant="light">
          {t('overview.backups.loadFailed')}
        </Alert>
      ) : backups.data.length === 0 ? (
        <Text size="sm">{t('overview.backups.empty')}</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.backups.when')}</Table.Th>
              <Table.Th>{t('overview.backups.reason')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {backups.data.map((backup) => {
              const when = labels.dateTime(backup.created_at);
              const button = (
                <Button
                  size="xs"
                  variant="light"
                  disabled={locked}
                  aria-label={t('overview.backups.restoreOf', { date: when })}
                  onClick={() => setChosen(backup)}
                >
                  {t('overview.backups.restore')}
                </Button>
              );
              return (
                <Table.Tr key={backup.id}>
                  <Table.Td>{when}</Table.Td>
                  <Table.Td>{t(`overview.backups.reasons.${backup.reason}`)}</Table.Td>
                  <Table.Td ta="right">
                    {lockedReason ? (
                      <Tooltip label={lockedReason}>
                        <span>{button}</span>
                      </Tooltip>
                    ) : (
                      button
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {chosen && (
        <ConfirmDialog
          opened
          title={t('overview.backups.restoreTitle')}
          confirmLabel={t('overview.backups.restore')}
          pending={restore.isPending}
          onCancel={() => setChosen(null)}
          onConfirm={() =>
            void confirm(chosen).then(
              () => setChosen(null),
              () => undefined,
            )
          }
        >
          {t('overview.backups.restoreConfirm', {
            education: terms.education,
            date: labels.dateTime(chosen.created_at),
          })}
        </ConfirmDialog>
      )}
    </SummaryCard>
  );
}

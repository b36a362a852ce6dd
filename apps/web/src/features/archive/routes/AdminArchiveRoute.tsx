import { Alert, Badge, Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TArchivedEducation } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useConfirmedChange } from '@/lib/use-confirmed-change';
import { useDateFormat } from '@/lib/use-date-format';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useArchive } from '../api/get-archive';
import { useRestoreEducation } from '../api/restore-education';

/**
 * /admin/archive: the location's deleted educations; an admin brings one back
 * (docs/educations.md "Screens" and "Dashboard API").
 */
export default function AdminArchiveRoute() {
  const { t } = useTranslation();
  const { location } = useAppContext();
  if (!location) {
    return (
      <Page title={t('pages.adminArchive')}>
        <Text>{t('archive.noLocation')}</Text>
      </Page>
    );
  }
  return <Archive location={location} />;
}

function Archive({ location }: { location: string }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const formatDate = useDateFormat();
  const archive = useArchive(location);
  const [restoring, setRestoring] = useState<TArchivedEducation | null>(null);

  return (
    <Page title={t('pages.adminArchive')}>
      <Text c="dimmed" maw={720}>
        {t('archive.intro', { educations: terms.educations })}
      </Text>
      {archive.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      ) : archive.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('archive.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void archive.refetch()}>
              {t('app.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : archive.data.length === 0 ? (
        <Text>{t('archive.empty', { educations: terms.educations })}</Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('archive.name')}</Table.Th>
                <Table.Th>{t('archive.type')}</Table.Th>
                <Table.Th>{t('archive.status')}</Table.Th>
                <Table.Th>{t('archive.deletedAt')}</Table.Th>
                <Table.Th>{t('archive.deletedBy')}</Table.Th>
                <Table.Th>{t('archive.place', { faculty: capitalize(terms.faculty) })}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('archive.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {archive.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td>{t(`educations.types.${item.type}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" tt="none">
                      {t(`educations.statuses.${item.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(item.deleted_at)}</Table.Td>
                  <Table.Td>{item.deleted_by?.name ?? t('archive.unknownUser')}</Table.Td>
                  <Table.Td>
                    {item.faculty.name} / {item.education_parent.name}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('archive.restoreLabel', { name: item.name })}
                      onClick={() => setRestoring(item)}
                    >
                      {t('archive.restore')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {restoring && (
        <RestoreModal
          location={location}
          education={restoring}
          onClose={() => setRestoring(null)}
        />
      )}
    </Page>
  );
}

/** Asks before restoring; a full license is explained on the dialog, other failures by toast. */
function RestoreModal({
  location,
  education,
  onClose,
}: {
  location: string;
  education: TArchivedEducation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const restore = useRestoreEducation(location);
  // A full license (409) is explained on the dialog.
  const { refusal, confirm } = useConfirmedChange({ explained: [409], onClose });
  const place = `${education.faculty.name} / ${education.education_parent.name}`;
  const restoreEducation = () =>
    confirm(() => restore.mutateAsync(education.id), {
      done: t('archive.restored', { name: education.name, place }),
      gone: t('archive.gone', { name: education.name }),
      failed: t('archive.restoreFailed', { name: education.name }),
    });

  return (
    <ConfirmDialog
      opened
      title={t('archive.restoreTitle', { name: education.name })}
      confirmLabel={t('archive.restore')}
      pending={restore.isPending}
      error={refusal}
      onConfirm={() => void restoreEducation()}
      onCancel={onClose}
    >
      {t('archive.restoreText', { place })}
    </ConfirmDialog>
  );
}

import { Alert, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLicense } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Icon } from '@/components/icons/Icon';
import { infoGlyph } from '@/components/icons/glyphs/info';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useLocations } from '@/lib/location-queries';
import { useCreateLicense } from '../api/create-license';
import { useDeleteLicense } from '../api/delete-license';
import { useLicenses } from '../api/get-licenses';
import { useUpdateLicense } from '../api/update-license';
import { LicenseFormModal } from '../components/LicenseFormModal';
import { LicenseTable } from '../components/LicenseTable';
import { useLicenseLabels } from '../components/use-license-labels';

type TDialog =
  | { kind: 'create' }
  | { kind: 'edit'; license: TLicense }
  | { kind: 'delete'; license: TLicense }
  | null;

function LocationLicenses({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const labels = useLicenseLabels();
  const { data: licenses, isPending, isError } = useLicenses(locationId);
  const create = useCreateLicense(locationId);
  const update = useUpdateLicense(locationId);
  const remove = useDeleteLicense(locationId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);
  const others = (except?: TLicense) => (licenses ?? []).filter((l) => l.id !== except?.id);

  const confirmDelete = (license: TLicense) =>
    remove.mutate(license.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('licenses.deleted') });
        close();
      },
      onError: () => notifications.show({ color: 'red', message: t('licenses.deleteFailed') }),
    });

  if (isPending) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('licenses.newLicense')}</Button>
      </Group>
      {isError && <Alert color="red">{t('licenses.loadFailed')}</Alert>}
      {licenses?.length === 0 && (
        <Alert color="blue" variant="light" icon={<Icon glyph={infoGlyph} />}>
          {t('licenses.empty')}
        </Alert>
      )}
      {licenses && licenses.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <LicenseTable
            licenses={licenses}
            actions={(license) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setDialog({ kind: 'edit', license })}
                >
                  {t('licenses.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setDialog({ kind: 'delete', license })}
                >
                  {t('licenses.delete')}
                </Button>
              </Group>
            )}
          />
        </Paper>
      )}
      {dialog?.kind === 'create' && (
        <LicenseFormModal
          onClose={close}
          others={others()}
          submit={(input) => create.mutateAsync(input)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <LicenseFormModal
          onClose={close}
          license={dialog.license}
          others={others(dialog.license)}
          submit={(input) => update.mutateAsync({ id: dialog.license.id, input })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('licenses.confirmDeleteTitle')}
          confirmLabel={t('licenses.delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => confirmDelete(dialog.license)}
          onCancel={close}
        >
          {t('licenses.confirmDelete', { period: labels.period(dialog.license) })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/**
 * The platform administrator's license management: pick a location, then create, edit and delete
 * (docs/organisation.md "Locations and licenses", screens).
 */
export default function AdminLicensesRoute() {
  const { t } = useTranslation();
  const { data: locations } = useLocations();
  const context = useAppContext();
  const [chosen, setChosen] = useState<string | null>(context.location);
  const locationId =
    chosen && locations?.some((l) => String(l.id) === chosen) ? Number(chosen) : null;
  return (
    <Page title={t('pages.adminLicenses')}>
      <Select
        label={t('licenses.location')}
        placeholder={t('licenses.chooseLocation')}
        data={(locations ?? []).map((l) => ({
          value: String(l.id),
          label: `${l.title} (${l.domain})`,
        }))}
        value={locationId === null ? null : String(locationId)}
        onChange={setChosen}
        searchable
        maw={420}
        nothingFoundMessage={t('licenses.noLocationFound')}
      />
      {locationId === null ? (
        // Without a location the page would be only a picker: say what choosing one gives.
        <Text c="dimmed">{t('licenses.chooseLocationHint')}</Text>
      ) : (
        <LocationLicenses key={locationId} locationId={locationId} />
      )}
    </Page>
  );
}

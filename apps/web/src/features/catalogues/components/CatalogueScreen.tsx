import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Switch,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogueItemName,
  type TCatalogueItem,
  type TCatalogueItemInput,
  type TCatalogueKind,
} from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useCreateCatalogueItem } from '../api/create-catalogue-item';
import { useDeactivateCatalogueItem } from '../api/deactivate-catalogue-item';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useCatalogueItems } from '@/lib/catalogue-queries';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';
import { CatalogueBadge, CatalogueIcon } from './CatalogueIcon';
import { CatalogueItemForm, type TItemValues, type TServerFieldErrors } from './CatalogueItemForm';

const NEW_ITEM: TItemValues = { name: '', icon: 'star', color: '#1c7ed6' };

type TDialog =
  | { type: 'create' }
  | { type: 'edit'; item: TCatalogueItem }
  | { type: 'deactivate'; item: TCatalogueItem }
  | { type: 'delete'; item: TCatalogueItem }
  | null;

const success = (message: string) => notifications.show({ message, color: 'teal' });
const failure = (message: string) => notifications.show({ message, color: 'red' });

/**
 * Test formats or activities / working methods of the location (SPEC §2, §3, §4): defaults and
 * custom items; deactivating asks first, is final, and a refused toggle springs back.
 */
export function CatalogueScreen({
  kind,
  locationId,
}: {
  kind: TCatalogueKind;
  locationId: number;
}) {
  const { t, i18n } = useTranslation();
  const { data: items, isPending, isError } = useCatalogueItems(kind, locationId);
  const create = useCreateCatalogueItem(kind, locationId);
  const update = useUpdateCatalogueItem(kind, locationId);
  const deactivate = useDeactivateCatalogueItem(kind, locationId);
  const remove = useDeleteCatalogueItem(kind, locationId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [formErrors, setFormErrors] = useState<TServerFieldErrors>({});
  const nameOf = (item: TCatalogueItem) => catalogueItemName(kind, item, i18n.language);
  const close = () => {
    setDialog(null);
    setFormErrors({});
  };

  const onFormError = (error: unknown, failed: string) => {
    const errors = fieldErrorsOf(error);
    setFormErrors(errors);
    failure(Object.keys(errors).length > 0 ? t(`catalogues.${kind}.invalidData`) : failed);
  };

  const submitForm = (input: TCatalogueItemInput) => {
    if (dialog?.type === 'create') {
      create.mutate(input, {
        onSuccess: () => {
          success(t(`catalogues.${kind}.created`));
          close();
        },
        onError: (error) => onFormError(error, t(`catalogues.${kind}.createFailed`)),
      });
    } else if (dialog?.type === 'edit') {
      update.mutate(
        { id: dialog.item.id, input },
        {
          onSuccess: () => {
            success(t(`catalogues.${kind}.updated`));
            close();
          },
          onError: (error) => onFormError(error, t(`catalogues.${kind}.updateFailed`)),
        },
      );
    }
  };

  const confirmDeactivate = (item: TCatalogueItem) => {
    close();
    deactivate.mutate(item.id, {
      onSuccess: () => success(t('catalogues.deactivatedToast', { name: nameOf(item) })),
      onError: () => failure(t('catalogues.toggleFailed')),
    });
  };

  const confirmDelete = (item: TCatalogueItem) => {
    close();
    remove.mutate(item.id, {
      onSuccess: () => success(t(`catalogues.${kind}.deleted`)),
      onError: () => failure(t(`catalogues.${kind}.deleteFailed`)),
    });
  };

  return (
    <Page title={t(`catalogues.${kind}.title`)}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text c="dimmed" maw={720}>
          {t(`catalogues.${kind}.intro`)}
        </Text>
        <Button onClick={() => setDialog({ type: 'create' })}>{t(`catalogues.${kind}.add`)}</Button>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : isError || !items ? (
        <Alert color="red" icon={<Icon glyph={alertGlyph} size={18} />}>
          {t('catalogues.loadFailed')}
        </Alert>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>
                  <VisuallyHidden>{t('catalogues.icon')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('catalogues.name')}</Table.Th>
                <Table.Th w={200}>{t('catalogues.active')}</Table.Th>
                <Table.Th w={110}>
                  <VisuallyHidden>{t('catalogues.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const name = nameOf(item);
                return (
                  <Table.Tr key={item.id} style={item.active ? undefined : { opacity: 0.6 }}>
                    <Table.Td>
                      <CatalogueBadge icon={item.icon} color={item.color} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Text fw={500}>{name}</Text>
                        {item.key !== null && (
                          <Badge variant="light" color="gray" radius="sm" tt="none">
                            {t('catalogues.default')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Tooltip
                        label={t('catalogues.deactivatedHint')}
                        disabled={item.active}
                        multiline
                        w={240}
                      >
                        <div style={{ width: 'fit-content' }}>
                          <Switch
                            checked={item.active}
                            disabled={!item.active}
                            label={
                              item.active ? t('catalogues.active') : t('catalogues.deactivated')
                            }
                            aria-label={t('catalogues.activeOf', { name })}
                            onChange={(event) => {
                              if (!event.currentTarget.checked) {
                                setDialog({ type: 'deactivate', item });
                              }
                            }}
                          />
                        </div>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      {item.key === null && (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Tooltip label={t('catalogues.edit')}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('catalogues.editOf', { name })}
                              onClick={() => setDialog({ type: 'edit', item })}
                            >
                              <CatalogueIcon name="pencil" size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('catalogues.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('catalogues.deleteOf', { name })}
                              onClick={() => setDialog({ type: 'delete', item })}
                            >
                              <Icon glyph={trashGlyph} size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <CatalogueItemForm
          title={t(
            dialog.type === 'create' ? `catalogues.${kind}.add` : `catalogues.${kind}.editTitle`,
          )}
          initial={
            dialog.type === 'edit'
              ? { name: dialog.item.name ?? '', icon: dialog.item.icon, color: dialog.item.color }
              : NEW_ITEM
          }
          serverErrors={formErrors}
          pending={create.isPending || update.isPending}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      {dialog?.type === 'deactivate' && (
        <ConfirmDialog
          opened
          title={t('catalogues.deactivateTitle', { name: nameOf(dialog.item) })}
          danger
          confirmLabel={t('catalogues.deactivate')}
          onConfirm={() => confirmDeactivate(dialog.item)}
          onCancel={close}
        >
          {t('catalogues.deactivateText')}
        </ConfirmDialog>
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDialog
          opened
          title={t('catalogues.deleteTitle', { name: nameOf(dialog.item) })}
          danger
          confirmLabel={t('catalogues.delete')}
          onConfirm={() => confirmDelete(dialog.item)}
          onCancel={close}
        >
          {t('catalogues.deleteText')}
        </ConfirmDialog>
      )}
    </Page>
  );
}

import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
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
import { Page } from '@/components/Page';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useCreateCatalogueItem } from '../api/create-catalogue-item';
import { useCatalogueItems } from '@/lib/catalogue-queries';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';
import { notifyFailure, notifySuccess } from './catalogue-toasts';
import { CatalogueItemForm, type TItemValues, type TServerFieldErrors } from './CatalogueItemForm';
import { CatalogueTable } from './CatalogueTable';
import { ConfirmItemDialog } from './ConfirmItemDialog';
import { useCatalogueItemActions } from './use-catalogue-item-actions';

const NEW_ITEM: TItemValues = { name: '', icon: 'star', color: '#1c7ed6' };

type TDialog =
  | { type: 'create' }
  | { type: 'edit'; item: TCatalogueItem }
  | { type: 'deactivate'; item: TCatalogueItem }
  | { type: 'delete'; item: TCatalogueItem }
  | null;

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
  const [dialog, setDialog] = useState<TDialog>(null);
  const [formErrors, setFormErrors] = useState<TServerFieldErrors>({});
  const nameOf = (item: TCatalogueItem) => catalogueItemName(kind, item, i18n.language);
  const actions = useCatalogueItemActions(kind, locationId, nameOf);
  const close = () => {
    setDialog(null);
    setFormErrors({});
  };

  const onFormError = (error: unknown, failed: string) => {
    const errors = fieldErrorsOf(error);
    setFormErrors(errors);
    notifyFailure(Object.keys(errors).length > 0 ? t(`catalogues.${kind}.invalidData`) : failed);
  };

  const submitForm = (input: TCatalogueItemInput) => {
    if (dialog?.type === 'create') {
      create.mutate(input, {
        onSuccess: () => {
          notifySuccess(t(`catalogues.${kind}.created`));
          close();
        },
        onError: (error) => onFormError(error, t(`catalogues.${kind}.createFailed`)),
      });
    } else if (dialog?.type === 'edit') {
      update.mutate(
        { id: dialog.item.id, input },
        {
          onSuccess: () => {
            notifySuccess(t(`catalogues.${kind}.updated`));
            close();
          },
          onError: (error) => onFormError(error, t(`catalogues.${kind}.updateFailed`)),
        },
      );
    }
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
        <CatalogueTable
          items={items}
          nameOf={nameOf}
          onDeactivate={(item) => setDialog({ type: 'deactivate', item })}
          onEdit={(item) => setDialog({ type: 'edit', item })}
          onDelete={(item) => setDialog({ type: 'delete', item })}
        />
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
      {(dialog?.type === 'deactivate' || dialog?.type === 'delete') && (
        <ConfirmItemDialog
          change={dialog}
          name={nameOf(dialog.item)}
          onConfirm={() => {
            close();
            if (dialog.type === 'deactivate') actions.deactivate(dialog.item);
            else actions.remove(dialog.item);
          }}
          onCancel={close}
        />
      )}
    </Page>
  );
}

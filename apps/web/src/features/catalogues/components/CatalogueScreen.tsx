import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueItemName, type TCatalogueItem, type TCatalogueKind } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { Page } from '@/components/Page';
import { useCatalogueItems } from '@/lib/catalogue-queries';
import { CatalogueItemForm } from './CatalogueItemForm';
import { CatalogueTable } from './CatalogueTable';
import { ConfirmItemDialog } from './ConfirmItemDialog';
import { useCatalogueItemActions } from './use-catalogue-item-actions';

type TDialog =
  | { type: 'create' }
  | { type: 'edit'; item: TCatalogueItem }
  | { type: 'deactivate'; item: TCatalogueItem }
  | { type: 'delete'; item: TCatalogueItem }
  | null;

/**
 * Test formats or activities / working methods of the location (docs/organisation.md "Catalogues
 * and help texts"): defaults and custom items; deactivating asks first, is final, and a refused
 * toggle springs back.
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
  const [dialog, setDialog] = useState<TDialog>(null);
  const nameOf = (item: TCatalogueItem) => catalogueItemName(kind, item, i18n.language);
  const actions = useCatalogueItemActions(kind, locationId, nameOf);
  const close = () => setDialog(null);

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
          kind={kind}
          locationId={locationId}
          item={dialog.type === 'edit' ? dialog.item : undefined}
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

import { useTranslation } from 'react-i18next';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import { useDeactivateCatalogueItem } from '../api/deactivate-catalogue-item';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { notifyFailure, notifySuccess } from './catalogue-toasts';

/** Deactivating (final) and deleting a catalogue item once confirmed, each with its toasts. */
export function useCatalogueItemActions(
  kind: TCatalogueKind,
  locationId: number,
  nameOf: (item: TCatalogueItem) => string,
) {
  const { t } = useTranslation();
  const deactivate = useDeactivateCatalogueItem(kind, locationId);
  const remove = useDeleteCatalogueItem(kind, locationId);
  return {
    deactivate: (item: TCatalogueItem) =>
      deactivate.mutate(item.id, {
        onSuccess: () => notifySuccess(t('catalogues.deactivatedToast', { name: nameOf(item) })),
        onError: () => notifyFailure(t('catalogues.toggleFailed')),
      }),
    remove: (item: TCatalogueItem) =>
      remove.mutate(item.id, {
        onSuccess: () => notifySuccess(t(`catalogues.${kind}.deleted`)),
        onError: () => notifyFailure(t(`catalogues.${kind}.deleteFailed`)),
      }),
  };
}

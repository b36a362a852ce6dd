import { ActionIcon, Input, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_ICONS,
  CATALOGUE_NAME_MAX,
  type TCatalogueIcon,
  type TCatalogueItem,
  type TCatalogueKind,
} from '@cp/contracts';
import { ColorField } from '@/components/ColorField';
import { FormModal } from '@/components/form/FormModal';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useCreateCatalogueItem } from '../api/create-catalogue-item';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';
import { notifyFailure, notifySuccess } from './catalogue-toasts';
import { CatalogueIcon } from './CatalogueIcon';

const SWATCHES = [
  '#1c7ed6',
  '#1098ad',
  '#0ca678',
  '#2b8a3e',
  '#f59f00',
  '#f76707',
  '#e03131',
  '#d6336c',
  '#ae3ec9',
  '#7048e8',
  '#495057',
];

/** What the form edits; the contract's schema checks the icon against the list. */
type TItemValues = { name: string; icon: string; color: string };

const NEW_ITEM: TItemValues = { name: '', icon: 'star', color: '#1c7ed6' };

interface TProps {
  kind: TCatalogueKind;
  locationId: number;
  /** The custom item to edit; without it a new one is added. */
  item?: TCatalogueItem;
  onClose: () => void;
}

/**
 * Name, icon and colour of a custom test format or activity. A refusal shows at its field with a
 * toast that says the data was refused; any other failure only in the toast.
 */
export function CatalogueItemForm({ kind, locationId, item, onClose }: TProps) {
  const { t } = useTranslation();
  const create = useCreateCatalogueItem(kind, locationId);
  const update = useUpdateCatalogueItem(kind, locationId);
  const form = useSchemaForm({
    initial: item ? { name: item.name ?? '', icon: item.icon, color: item.color } : NEW_ITEM,
    schema: (schemas) => schemas.ZCatalogueItemInputSchema,
    toInput: (values) => ({ ...values, name: values.name.trim() }),
    send: (values) => {
      // The schema passed: the icon is one of the list.
      const input = { ...values, icon: values.icon as TCatalogueIcon };
      return item ? update.mutateAsync({ id: item.id, input }) : create.mutateAsync(input);
    },
    onSaved: () => {
      notifySuccess(t(item ? `catalogues.${kind}.updated` : `catalogues.${kind}.created`));
      onClose();
    },
    onRefused: (error) =>
      notifyFailure(
        Object.keys(fieldErrorsOf(error)).length > 0
          ? t(`catalogues.${kind}.invalidData`)
          : t(item ? `catalogues.${kind}.updateFailed` : `catalogues.${kind}.createFailed`),
      ),
  });
  const { values } = form;

  return (
    <FormModal
      form={form}
      title={t(item ? `catalogues.${kind}.editTitle` : `catalogues.${kind}.add`)}
      onClose={onClose}
      centered
    >
      <TextInput
        label={t('catalogues.name')}
        required
        maxLength={CATALOGUE_NAME_MAX + 20}
        {...form.text('name')}
        data-autofocus
      />
      <Input.Wrapper label={t('catalogues.icon')} required error={form.error('icon')}>
        <SimpleGrid cols={{ base: 6, sm: 10 }} spacing={6} mt={4} role="radiogroup">
          {CATALOGUE_ICONS.map((icon) => {
            const selected = values.icon === icon;
            return (
              <Tooltip key={icon} label={t(`catalogues.icons.${icon}`)} openDelay={300}>
                <ActionIcon
                  role="radio"
                  aria-checked={selected}
                  aria-label={t(`catalogues.icons.${icon}`)}
                  size="lg"
                  variant={selected ? 'filled' : 'default'}
                  color={selected ? values.color : undefined}
                  onClick={() => form.set('icon', icon)}
                >
                  <CatalogueIcon name={icon} />
                </ActionIcon>
              </Tooltip>
            );
          })}
        </SimpleGrid>
      </Input.Wrapper>
      <ColorField
        label={t('catalogues.color')}
        required
        format="hex"
        swatches={SWATCHES}
        swatchesPerRow={11}
        {...form.input('color')}
      />
    </FormModal>
  );
}

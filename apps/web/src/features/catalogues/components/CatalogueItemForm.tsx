import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  SimpleGrid,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/ColorField';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import {
  CATALOGUE_ICONS,
  CATALOGUE_NAME_MAX,
  HEX_COLOUR,
  type TCatalogueIcon,
  type TCatalogueItemInput,
} from '@cp/contracts';
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

/** What the form edits; the icon is checked against the list before it is sent. */
export type TItemValues = { name: string; icon: string; color: string };

type TField = 'name' | 'icon' | 'color';
/** The form's own checks: codes under `catalogues.fieldErrors`. */
export type TFieldErrors = Partial<Record<TField, string>>;
/** The server's refusal per field, as texts (lib/server-messages.ts). */
export type TServerFieldErrors = Partial<Record<TField, string>>;

/** Checks in the browser what the server checks too, so most mistakes need no round trip. */
export function validateCatalogueItem(input: TItemValues): TFieldErrors {
  const errors: TFieldErrors = {};
  const name = input.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > CATALOGUE_NAME_MAX) errors.name = 'too_long';
  if (!(CATALOGUE_ICONS as readonly string[]).includes(input.icon)) errors.icon = 'invalid_icon';
  if (!HEX_COLOUR.test(input.color)) errors.color = 'invalid_color';
  return errors;
}

interface TProps {
  title: string;
  initial: TItemValues;
  serverErrors: TServerFieldErrors;
  pending: boolean;
  onSubmit: (input: TCatalogueItemInput) => void;
  onClose: () => void;
}

/** Name, icon and colour of a custom test format or activity. */
export function CatalogueItemForm({
  title,
  initial,
  serverErrors,
  pending,
  onSubmit,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TItemValues>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const dirty = useChangedSinceOpened(values);
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });
  const message = (field: TField) => {
    const code = errors[field];
    if (!code) return serverErrors[field];
    return t(`catalogues.fieldErrors.${code}`, {
      defaultValue: t('catalogues.fieldErrors.invalid'),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCatalogueItem(values);
    setErrors(found);
    if (Object.keys(found).length === 0)
      onSubmit({
        name: values.name.trim(),
        icon: values.icon as TCatalogueIcon,
        color: values.color,
      });
  };
  const change = (patch: Partial<TItemValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };

  return (
    <>
      <Modal opened {...modalProps} title={title} size="lg" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('catalogues.name')}
              required
              maxLength={CATALOGUE_NAME_MAX + 20}
              value={values.name}
              onChange={(e) => change({ name: e.currentTarget.value })}
              error={message('name')}
              data-autofocus
            />
            <Input.Wrapper label={t('catalogues.icon')} required error={message('icon')}>
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
                        onClick={() => change({ icon })}
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
              value={values.color}
              onChange={(color) => change({ color })}
              error={message('color')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('catalogues.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('catalogues.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}

import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TDesignInput, TDesignKind } from '@cp/contracts';
import { useSchemaForm, type TSchemaForm } from '@/components/form/use-schema-form';
import { useTerms } from '@/lib/use-terms';
import { useCreateItem } from '@/features/design/api/create-item';
import { useUpdateItem } from '@/features/design/api/update-item';
import { kindTerm } from '../delete/delete-impact';

/**
 * One add-or-edit form of the design lists on the one form hook (docs/forms.md). `id` set: the
 * item is edited; else a new one is added at the end of its list. The saved toast names the
 * item (`name`).
 */
export function useItemForm<K extends TDesignKind, V extends object>(
  where: { location: string; education: string; kind: K; id?: number },
  form: {
    initial: () => V;
    toInput: (values: V) => TDesignInput<K>;
    name: (input: TDesignInput<K>) => string;
    check?: (input: TDesignInput<K>, values: V) => Record<string, string>;
    fields?: readonly string[];
    onSaved: (input: TDesignInput<K>) => void;
  },
): TSchemaForm<V> {
  const { location, education, kind, id } = where;
  const { t } = useTranslation();
  const terms = useTerms();
  const create = useCreateItem(location, education, kind);
  const update = useUpdateItem(location, education, kind);
  return useSchemaForm({
    initial: form.initial,
    schema: (schemas) => schemas.DESIGN_INPUT_SCHEMAS[kind],
    toInput: form.toInput,
    check: form.check,
    fields: form.fields,
    send: (input) =>
      id === undefined ? create.mutateAsync(input) : update.mutateAsync({ id, input }),
    onSaved: (_, input) => {
      notifications.show({ color: 'teal', message: t('design.saved', { name: form.name(input) }) });
      form.onSaved(input);
    },
    failure: t('design.saveFailed', { item: kindTerm(kind, terms) }),
  });
}

import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TPlanItemKindPath } from '@cp/contracts';
import { useSchemaForm, type TSchemaForm } from '@/components/form/use-schema-form';
import {
  notifyFormFailure,
  useSavePlanItem,
  type TPlanItemBody,
  type TPlanScope,
} from '@/features/plan/api/plan-items';
import type { TPlanItemOf } from '@/features/plan/api/plan-item-changes';
import { useTerms } from '@/lib/use-terms';

/** A body as the form makes it: a choice not made yet is null, which the schema refuses. */
export type TPlanItemDraft<K extends TPlanItemKindPath> = {
  [F in keyof TPlanItemBody<K>]: TPlanItemBody<K>[F] | null;
};

/**
 * One add-or-edit form of a planned cluster's lists on the one form hook (docs/forms.md). `id`
 * set: the item is edited; else a new one is added at the end of its list. The saved toast names
 * the item (`name`).
 */
export function usePlanItemForm<K extends TPlanItemKindPath, V extends object>(
  where: { scope: TPlanScope; plannedClusterId: number; kind: K; id?: number },
  form: {
    initial: () => V;
    toInput: (values: V) => TPlanItemDraft<K>;
    name: (input: TPlanItemBody<K>) => string;
    check?: (input: TPlanItemDraft<K>, values: V) => Record<string, string>;
    /**
     * The fields the form shows (those the location shows, those that apply to what is chosen):
     * what is refused in others is listed apart.
     */
    fields?: readonly string[] | ((values: V) => readonly string[]);
    /** After a save, with the item as the server answered it. */
    onSaved: (item: TPlanItemOf<K>) => void;
  },
): TSchemaForm<V> {
  const { scope, plannedClusterId, kind, id } = where;
  const { t } = useTranslation();
  const terms = useTerms();
  const mutation = useSavePlanItem(scope, plannedClusterId, kind);
  const { fields } = form;
  const schemaForm = useSchemaForm({
    initial: form.initial,
    schema: (schemas) => schemas.PLAN_ITEM_INPUT_SCHEMAS[kind],
    toInput: form.toInput,
    check: form.check,
    fields: typeof fields === 'function' ? undefined : fields,
    // The schema passed, so no choice is missing: the draft is the body.
    send: (input) => mutation.mutateAsync({ id, input: input as TPlanItemBody<K> }),
    onSaved: (item, input) => {
      notifications.show({
        color: 'teal',
        message: t(id === undefined ? 'planItems.created' : 'planItems.updated', {
          name: form.name(input as TPlanItemBody<K>),
        }),
      });
      form.onSaved(item);
    },
    onRefused: (failure) =>
      notifyFormFailure(
        failure,
        t,
        t(id === undefined ? `planItems.${kind}.createFailed` : `planItems.${kind}.updateFailed`),
        terms,
      ),
  });
  if (typeof fields !== 'function') return schemaForm;
  // Fields that depend on the values: what is refused in a field not shown now is listed apart.
  const shown = fields(schemaForm.values);
  const otherErrors = Object.entries(schemaForm.errors)
    .filter(([field]) => !shown.some((name) => field === name || field.startsWith(`${name}.`)))
    .map(([, message]) => message);
  return { ...schemaForm, otherErrors };
}

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TFrameworkItem,
  TStartFromFrameworkInput,
  TStartFromFrameworkResult,
} from '@cp/contracts';
import { useSchemaForm, type TSchemaForm } from '@/components/form/use-schema-form';
import { frameworkQueryKey, type TFrameworkDetail } from '@/lib/framework-queries';
import { useTermCounts } from '@/lib/use-terms';
import {
  chosenWithDescendants,
  frameworkKinds,
  mappingOf,
  type TKindChoice,
} from './framework-start';
import { useStartFromFramework } from './start-from-framework';

/** The form's values, named as in the body where they are part of it. */
export type TStartValues = {
  /** The Select's string id; null until one is chosen. */
  framework_id: string | null;
  /** The kinds whose target the user changed; the others show (and send) their default. */
  mapping: Record<string, TKindChoice>;
  /** Everything (`item_ids` null), or the top items ticked in `item_ids`. */
  scope: 'all' | 'some';
  /** The ticked top items (string ids); their descendants come along when sent. */
  item_ids: string[];
  school_exam_only: boolean;
};

type TStartInput = Omit<TStartFromFrameworkInput, 'framework_id'> & {
  /** Null while none is chosen: the form says so at the field. */
  framework_id: number | null;
};

export type TStartForm = TSchemaForm<TStartValues>;

const START_FIELDS = ['framework_id', 'mapping', 'item_ids', 'school_exam_only'] as const;

const initialValues = (): TStartValues => ({
  framework_id: null,
  mapping: {},
  scope: 'all',
  item_ids: [],
  school_exam_only: false,
});

/**
 * The form of "Vanuit een kader" on the one form hook (docs/forms.md). The body's mapping and
 * ids come from the chosen framework's tree as the form shows it (its query, which the dialog
 * has loaded before it can be sent). A refusal is said at its field (422) or in a toast with the
 * server's reason (a locked education, a framework not found), as the other design forms do.
 */
export function useStartFromFrameworkForm(
  where: { location: string; education: string },
  onSaved: () => void,
): TStartForm {
  const { t } = useTranslation();
  const { countOf } = useTermCounts();
  const queryClient = useQueryClient();
  const start = useStartFromFramework(where.location, where.education);
  const itemsOf = (framework: number): TFrameworkItem[] =>
    queryClient.getQueryData<TFrameworkDetail>(frameworkQueryKey(where.location, framework))
      ?.items ?? [];
  const toInput = (values: TStartValues): TStartInput => {
    const framework = values.framework_id === null ? null : Number(values.framework_id);
    const items = framework === null ? [] : itemsOf(framework);
    return {
      framework_id: framework,
      mapping: mappingOf(frameworkKinds(items), values.mapping),
      item_ids:
        values.scope === 'all' ? null : chosenWithDescendants(items, values.item_ids.map(Number)),
      school_exam_only: values.school_exam_only,
    };
  };
  return useSchemaForm<TStartValues, TStartInput, TStartFromFrameworkResult>({
    initial: initialValues,
    schema: (schemas) => schemas.ZStartFromFrameworkSchema,
    toInput,
    check: (input, values) => ({
      ...(input.framework_id === null
        ? { framework_id: t('frameworks.startFrom.chooseFramework') }
        : {}),
      ...(values.scope === 'some' && values.item_ids.length === 0
        ? { item_ids: t('frameworks.startFrom.chooseItems') }
        : {}),
    }),
    fields: START_FIELDS,
    // The check above refuses a body without a framework before it is sent.
    send: (input) => start.mutateAsync({ ...input, framework_id: input.framework_id ?? 0 }),
    onSaved: (made) => {
      notifications.show({
        color: 'teal',
        message: t('frameworks.startFrom.done', {
          competences: countOf(made.competences, 'competence'),
          outcomes: countOf(made.learning_outcomes, 'learning_outcome'),
          goals: countOf(made.learning_goals, 'learning_goal'),
        }),
      });
      onSaved();
    },
    failure: t('frameworks.startFrom.failed'),
  });
}

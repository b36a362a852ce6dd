import {
  Badge,
  ColorSwatch,
  Group,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type TPlanActivity, type TPlanField } from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { messageText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { formatNumber } from '@/lib/number-format';
import { CatalogueChip } from './CatalogueChip';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import {
  catalogueName,
  decimalText,
  weekOptions,
  weeksLabel,
  type TDetails,
} from './details-model';
import { ItemList } from './ItemList';
import { useListActions } from './list-actions';
import { usePlanItemForm } from './plan-item-form';
import { DetailFormModal } from './DetailFormModal';

/** The optional text fields of an activity, each a plan field of the same name (/admin/plan). */
const TEXTS = ['teacher', 'method', 'reading', 'tools', 'tools_permitted', 'description'] as const;
type TTextField = (typeof TEXTS)[number];

/** How an activity is named in buttons and toasts: its type and weeks. */
export function activityName(details: TDetails, activity: TPlanActivity, t: TFunction): string {
  const type = details.activities.find((item) => item.id === activity.activity_id);
  const name = type
    ? catalogueName('activities', type, details.language)
    : t('planItems.activities.noActivity');
  return `${name} (${weeksLabel(t, activity.start_week, activity.end_week)})`;
}

function useTextLabels(): Record<TTextField, string> {
  const { t } = useTranslation();
  const terms = useTerms();
  return {
    teacher: t('planItems.activities.fields.teacher'),
    method: t('planItems.activities.fields.method'),
    reading: t('planItems.activities.fields.reading'),
    tools: t('planItems.activities.fields.tools'),
    tools_permitted: t('planItems.activities.fields.tools_permitted'),
    description: capitalize(terms.description),
  };
}

/**
 * Add or edit a learning activity (SPEC §3): the activity type from the location's active
 * activities, the optional fields the location shows, and a week range within the cluster's.
 */
function ActivityFormModal({
  details,
  activity,
  onClose,
}: {
  details: TDetails;
  activity?: TPlanActivity;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const labels = useTextLabels();
  const { planned, shows, language } = details;
  const shown = [
    'activity_id',
    'start_week',
    'end_week',
    ...(shows('class_hours') ? ['class_hours'] : []),
    ...TEXTS.filter((field) => shows(field)),
  ];
  const form = usePlanItemForm(
    { scope: details.scope, plannedClusterId: planned.id, kind: 'activities', id: activity?.id },
    {
      initial: () => ({
        activity_id: activity?.activity_id == null ? null : String(activity.activity_id),
        class_hours: decimalText(activity?.class_hours ?? null, language),
        teacher: activity?.teacher ?? '',
        method: activity?.method ?? '',
        reading: activity?.reading ?? '',
        tools: activity?.tools ?? '',
        tools_permitted: activity?.tools_permitted ?? '',
        description: activity?.description ?? '',
        start_week: String(activity?.start_week ?? planned.start_week),
        end_week: String(activity?.end_week ?? planned.end_week),
      }),
      toInput: (values) => ({
        activity_id: values.activity_id === null ? null : Number(values.activity_id),
        class_hours: values.class_hours.trim() || null,
        teacher: values.teacher.trim() || null,
        method: values.method.trim() || null,
        reading: values.reading.trim() || null,
        tools: values.tools.trim() || null,
        tools_permitted: values.tools_permitted.trim() || null,
        description: values.description.trim() || null,
        start_week: Number(values.start_week),
        end_week: Number(values.end_week),
      }),
      // An inactive activity cannot be kept; said before asking the server.
      check: (input): Record<string, string> => {
        const chosen = details.activities.find((item) => item.id === input.activity_id);
        return chosen && !chosen.active
          ? { activity_id: messageText('plan.activityInactive', { terms }) }
          : {};
      },
      name: (input) => {
        const chosen = details.activities.find((item) => item.id === input.activity_id);
        const name = chosen
          ? catalogueName('activities', chosen, language)
          : t('planItems.activities.noActivity');
        return `${name} (${weeksLabel(t, input.start_week, input.end_week)})`;
      },
      fields: shown,
      onSaved: onClose,
    },
  );
  const { values, set, text, error } = form;
  const weeks = useMemo(() => weekOptions(planned, t), [planned, t]);
  const chosen = details.activities.find((item) => String(item.id) === values.activity_id);
  const options = useMemo(
    () =>
      details.activities
        .filter((item) => item.active || String(item.id) === values.activity_id)
        .map((item) => {
          const name = catalogueName('activities', item, language);
          return {
            value: String(item.id),
            label: item.active ? name : t('planItems.inactiveChoose', { name }),
            disabled: !item.active,
          };
        }),
    [details.activities, language, t, values.activity_id],
  );
  const colorOf = new Map(details.activities.map((item) => [String(item.id), item.color]));

  const textField = (field: TTextField, long: boolean) =>
    shows(field as TPlanField) &&
    (long ? (
      <Textarea
        key={field}
        label={labels[field]}
        {...text(field)}
        // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
        rows={3}
      />
    ) : (
      <TextInput
        key={field}
        label={labels[field]}
        {...text(field)}
        maxLength={PLAN_LIMITS.nameMaxLength}
      />
    ));

  return (
    <DetailFormModal
      title={t(activity ? 'planItems.activities.editTitle' : 'planItems.activities.createTitle')}
      form={form}
      onClose={onClose}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: shows('class_hours') ? 2 : 1 }}>
        <Select
          label={t('planItems.activities.fields.activity')}
          placeholder={t('planItems.activities.chooseActivity')}
          data={options}
          value={values.activity_id}
          onChange={(value) => set('activity_id', value)}
          error={
            error('activity_id') ??
            (chosen && !chosen.active ? messageText('plan.activityInactive', { terms }) : undefined)
          }
          renderOption={({ option }) => (
            <Group gap={8} wrap="nowrap">
              <ColorSwatch color={colorOf.get(option.value) ?? ''} size={12} withShadow={false} />
              <Text size="sm">{option.label}</Text>
            </Group>
          )}
          nothingFoundMessage={t('planItems.nothingFound')}
          searchable
          withAsterisk
          data-autofocus
        />
        {shows('class_hours') && (
          <TextInput
            label={t('planItems.activities.fields.class_hours')}
            description={t('planItems.decimalHint')}
            {...text('class_hours')}
            inputMode="decimal"
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <Select
          label={t('planItems.activities.fields.start_week')}
          data={weeks}
          value={values.start_week}
          onChange={(value) => value && set('start_week', value)}
          error={error('start_week')}
          allowDeselect={false}
          withAsterisk
        />
        <Select
          label={t('planItems.activities.fields.end_week')}
          data={weeks}
          value={values.end_week}
          onChange={(value) => value && set('end_week', value)}
          error={error('end_week')}
          allowDeselect={false}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {textField('teacher', false)}
        {textField('method', false)}
        {textField('reading', false)}
        {textField('tools', false)}
        {textField('tools_permitted', false)}
      </SimpleGrid>
      {textField('description', true)}
    </DetailFormModal>
  );
}

/** The learning activities of a planned cluster. */
export function ActivitiesSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const labels = useTextLabels();
  const { plan, planned, shows, language, readOnly } = details;
  const activities = itemsOf(plan, 'activities', planned.id);
  const actions = useListActions<TPlanActivity>(details, 'activities');
  const { dialog } = actions;
  const types = new Map(details.activities.map((item) => [item.id, item]));

  const render = (activity: TPlanActivity) => {
    const texts = TEXTS.filter((field) => shows(field) && activity[field]);
    return (
      <>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {capitalize(weeksLabel(t, activity.start_week, activity.end_week))}
          </Badge>
          <CatalogueChip
            kind="activities"
            item={activity.activity_id === null ? undefined : types.get(activity.activity_id)}
            language={language}
          />
          {shows('class_hours') && activity.class_hours !== null && (
            <Text size="sm" c="dimmed">
              {t('planItems.activities.hoursPerWeek', {
                hours: formatNumber(activity.class_hours, language),
              })}
            </Text>
          )}
        </Group>
        {texts.map((field) => (
          <Text key={field} size="xs" c="dimmed" mt={2} lineClamp={2}>
            {labels[field]}: {activity[field]}
          </Text>
        ))}
      </>
    );
  };

  const linksOf = (activity: TPlanActivity) =>
    plan.links.filter((link) => link.plan_activity_id === activity.id).length;

  return (
    <>
      <ItemList
        items={activities}
        name={(activity) => activityName(details, activity, t)}
        render={render}
        readOnly={readOnly}
        empty={t('planItems.activities.empty')}
        addLabel={t('planItems.activities.add')}
        onAdd={() => actions.setDialog({ type: 'create' })}
        onEdit={(item) => actions.setDialog({ type: 'edit', item })}
        onDelete={(item) => actions.setDialog({ type: 'delete', item })}
        onMove={(index, step) => actions.move(activities, index, step)}
      />
      {dialog?.type === 'create' && <ActivityFormModal details={details} onClose={actions.close} />}
      {dialog?.type === 'edit' && (
        <ActivityFormModal details={details} activity={dialog.item} onClose={actions.close} />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDeleteModal
          title={t('planItems.activities.deleteTitle')}
          name={activityName(details, dialog.item, t)}
          also={
            linksOf(dialog.item) > 0
              ? t('planItems.alsoLinks', { count: linksOf(dialog.item) })
              : null
          }
          onConfirm={() => actions.remove(dialog.item, activityName(details, dialog.item, t))}
          onClose={actions.close}
        />
      )}
    </>
  );
}

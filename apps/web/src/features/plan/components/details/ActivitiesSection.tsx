import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanActivity } from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { capitalize } from '@/lib/use-terms';
import { formatNumber } from '@/lib/number-format';
import { ACTIVITY_TEXTS, activityName, useActivityTextLabels } from './activity-fields';
import { ActivityFormModal } from './ActivityFormModal';
import { CatalogueChip } from './CatalogueChip';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { weeksLabel, type TDetails } from './details-model';
import { ItemList } from './ItemList';
import { useListActions } from './list-actions';

/** The learning activities of a planned cluster. */
export function ActivitiesSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const labels = useActivityTextLabels();
  const { plan, planned, shows, language, readOnly } = details;
  const activities = itemsOf(plan, 'activities', planned.id);
  const actions = useListActions<TPlanActivity>(details, 'activities');
  const { dialog } = actions;
  const types = new Map(details.activities.map((item) => [item.id, item]));

  const render = (activity: TPlanActivity) => {
    const texts = ACTIVITY_TEXTS.filter((field) => shows(field) && activity[field]);
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

import { Badge, Checkbox, Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LINK_TYPES, type TPlanLink, type TPlanLinkType } from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { activityName } from './activity-fields';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { CoveredGoalsLine } from './CoveredGoalsLine';
import { CoveredGoalsPicker } from './CoveredGoalsPicker';
import type { TDetails } from './details-model';
import { ItemList } from './ItemList';
import { useListActions } from './list-actions';
import { usePlanItemForm } from './plan-item-form';
import { DetailFormModal } from './DetailFormModal';

/** "Test ↔ activity", how a link is named in buttons and toasts. */
function linkName(
  details: TDetails,
  link: Pick<TPlanLink, 'plan_test_id' | 'plan_activity_id'>,
  t: TFunction,
) {
  const test = details.plan.tests.find((item) => item.id === link.plan_test_id);
  const activity = details.plan.activities.find((item) => item.id === link.plan_activity_id);
  return t('planItems.links.name', {
    test: test?.name ?? '?',
    activity: activity ? activityName(details, activity, t) : '?',
  });
}

/** A choice of the form: its value, change handler and error (`form.input(field)`). */
interface TChoiceField {
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}

/**
 * The test and the activity a link joins, both of this planned cluster. A pair is linked once:
 * the activities already linked with the chosen test are greyed out.
 */
function LinkItemFields({
  details,
  link,
  test,
  activity,
}: {
  details: TDetails;
  link: TPlanLink | undefined;
  test: TChoiceField;
  activity: TChoiceField;
}) {
  const { t } = useTranslation();
  const { plan, planned } = details;
  const tests = useMemo(() => itemsOf(plan, 'tests', planned.id), [plan, planned.id]);
  const activities = useMemo(() => itemsOf(plan, 'activities', planned.id), [plan, planned.id]);
  /** Activities linked with the chosen test by another link. */
  const taken = useMemo(
    () =>
      new Set(
        itemsOf(plan, 'links', planned.id)
          .filter((other) => other.id !== link?.id && String(other.plan_test_id) === test.value)
          .map((other) => other.plan_activity_id),
      ),
    [plan, planned.id, link?.id, test.value],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('planItems.links.fields.test')}
        placeholder={t('planItems.links.chooseTest')}
        data={tests.map((item) => ({ value: String(item.id), label: item.name }))}
        {...test}
        searchable
        withAsterisk
        data-autofocus
      />
      <Select
        label={t('planItems.links.fields.activity')}
        placeholder={t('planItems.links.chooseActivity')}
        data={activities.map((item) => {
          const name = activityName(details, item, t);
          return {
            value: String(item.id),
            label: taken.has(item.id) ? t('planItems.links.taken', { name }) : name,
            disabled: taken.has(item.id),
          };
        })}
        {...activity}
        searchable
        withAsterisk
      />
    </SimpleGrid>
  );
}

/**
 * Add or edit a link between a test and an activity of this planned cluster: both items and a
 * type are needed (docs/plan.md "Rules", links; the contract's schema says so here before the
 * server does), a pair is linked once.
 */
function LinkFormModal({
  details,
  link,
  onClose,
}: {
  details: TDetails;
  link?: TPlanLink;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = usePlanItemForm(
    { scope: details.scope, plannedClusterId: details.planned.id, kind: 'links', id: link?.id },
    {
      initial: () => ({
        plan_test_id: link ? String(link.plan_test_id) : null,
        plan_activity_id: link ? String(link.plan_activity_id) : null,
        type: (link?.type ?? null) as TPlanLinkType | null,
        mandatory: link?.mandatory ?? false,
        goal_ids: link?.goal_ids.map(String) ?? [],
      }),
      // A test, an activity and a type not chosen are null: the contract says what is missing.
      toInput: (values) => ({
        plan_test_id: values.plan_test_id === null ? null : Number(values.plan_test_id),
        plan_activity_id: values.plan_activity_id === null ? null : Number(values.plan_activity_id),
        type: values.type,
        mandatory: values.mandatory,
        goal_ids: values.goal_ids.map(Number),
      }),
      name: (input) =>
        linkName(
          details,
          {
            plan_test_id: Number(input.plan_test_id),
            plan_activity_id: Number(input.plan_activity_id),
          },
          t,
        ),
      onSaved: onClose,
    },
  );
  const { values, set, error, input } = form;

  return (
    <DetailFormModal
      title={t(link ? 'planItems.links.editTitle' : 'planItems.links.createTitle')}
      form={form}
      onClose={onClose}
    >
      <LinkItemFields
        details={details}
        link={link}
        test={input('plan_test_id')}
        activity={input('plan_activity_id')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('planItems.links.fields.type')}
          placeholder={t('planItems.links.chooseType')}
          data={PLAN_LINK_TYPES.map((type) => ({
            value: type,
            label: t(`planItems.links.types.${type}`),
          }))}
          value={values.type}
          onChange={(value) => set('type', value as TPlanLinkType | null)}
          error={error('type')}
          withAsterisk
        />
        <Checkbox
          label={t('planItems.links.fields.mandatory')}
          checked={values.mandatory}
          onChange={(event) => set('mandatory', event.currentTarget.checked)}
          mt={{ sm: 'xl' }}
        />
      </SimpleGrid>
      <CoveredGoalsPicker details={details} {...input('goal_ids')} />
    </DetailFormModal>
  );
}

/** The links between the tests and activities of a planned cluster. */
export function LinksSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const { plan, planned, readOnly } = details;
  const links = itemsOf(plan, 'links', planned.id);
  const actions = useListActions<TPlanLink>(details, 'links');
  const { dialog } = actions;
  const canLink =
    itemsOf(plan, 'tests', planned.id).length > 0 &&
    itemsOf(plan, 'activities', planned.id).length > 0;

  const render = (link: TPlanLink) => (
    <>
      <Text fw={600} size="sm">
        {linkName(details, link, t)}
      </Text>
      <Group gap="xs" mt={4}>
        <Badge variant="light" style={{ textTransform: 'none' }}>
          {t(`planItems.links.types.${link.type}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t(link.mandatory ? 'planItems.links.mandatory' : 'planItems.links.optional')}
        </Text>
      </Group>
      <CoveredGoalsLine design={details.design} goalIds={link.goal_ids} />
    </>
  );

  return (
    <>
      <ItemList
        items={links}
        name={(link) => linkName(details, link, t)}
        render={render}
        readOnly={readOnly}
        empty={t('planItems.links.empty')}
        addLabel={t('planItems.links.add')}
        addDisabledReason={canLink ? null : t('planItems.links.needItems')}
        onAdd={() => actions.setDialog({ type: 'create' })}
        onEdit={(item) => actions.setDialog({ type: 'edit', item })}
        onDelete={(item) => actions.setDialog({ type: 'delete', item })}
        onMove={(index, step) => actions.move(links, index, step)}
      />
      {dialog?.type === 'create' && <LinkFormModal details={details} onClose={actions.close} />}
      {dialog?.type === 'edit' && (
        <LinkFormModal details={details} link={dialog.item} onClose={actions.close} />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDeleteModal
          title={t('planItems.links.deleteTitle')}
          name={linkName(details, dialog.item, t)}
          also={null}
          onConfirm={() => actions.remove(dialog.item, linkName(details, dialog.item, t))}
          onClose={actions.close}
        />
      )}
    </>
  );
}

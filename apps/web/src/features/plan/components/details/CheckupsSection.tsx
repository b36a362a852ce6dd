import { Badge, Group, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type TPlanCheckup } from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { capitalize } from '@/lib/use-terms';
import { ChoiceSelect } from './ChoiceSelect';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { weekOptions, weeksLabel, type TDetails } from './details-model';
import { ItemList } from './ItemList';
import { useListActions } from './list-actions';
import { usePlanItemForm } from './plan-item-form';
import { DetailFormModal } from './DetailFormModal';

/** Add or edit a check moment: a title, a week within the cluster's weeks, details. */
function CheckupFormModal({
  details,
  checkup,
  onClose,
}: {
  details: TDetails;
  checkup?: TPlanCheckup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { planned } = details;
  const form = usePlanItemForm(
    { scope: details.scope, plannedClusterId: planned.id, kind: 'checkups', id: checkup?.id },
    {
      initial: () => ({
        title: checkup?.title ?? '',
        week: String(checkup?.week ?? planned.start_week),
        details: checkup?.details ?? '',
      }),
      toInput: (values) => ({
        title: values.title.trim(),
        week: Number(values.week),
        details: values.details.trim() || null,
      }),
      name: (input) => input.title,
      onSaved: onClose,
    },
  );
  const { text, input } = form;
  const weeks = useMemo(() => weekOptions(planned, t), [planned, t]);

  return (
    <DetailFormModal
      title={t(checkup ? 'planItems.checkups.editTitle' : 'planItems.checkups.createTitle')}
      form={form}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('planItems.checkups.fields.title')}
          {...text('title')}
          maxLength={PLAN_LIMITS.nameMaxLength}
          withAsterisk
          data-autofocus
          style={{ gridColumn: 'span 2' }}
        />
        <ChoiceSelect
          label={t('planItems.checkups.fields.week')}
          data={weeks}
          {...input('week')}
          withAsterisk
        />
      </SimpleGrid>
      <Textarea
        label={t('planItems.checkups.fields.details')}
        {...text('details')}
        // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
        rows={4}
      />
    </DetailFormModal>
  );
}

/** The check moments of a planned cluster. */
export function CheckupsSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const checkups = itemsOf(details.plan, 'checkups', details.planned.id);
  const actions = useListActions<TPlanCheckup>(details, 'checkups');
  const { dialog } = actions;

  const render = (checkup: TPlanCheckup) => (
    <>
      <Group gap="xs">
        <Badge variant="light" style={{ textTransform: 'none' }}>
          {capitalize(weeksLabel(t, checkup.week, checkup.week))}
        </Badge>
        <Text fw={600} size="sm">
          {checkup.title}
        </Text>
      </Group>
      {checkup.details && (
        <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
          {checkup.details}
        </Text>
      )}
    </>
  );

  return (
    <>
      <ItemList
        items={checkups}
        name={(checkup) => checkup.title}
        render={render}
        readOnly={details.readOnly}
        empty={t('planItems.checkups.empty')}
        addLabel={t('planItems.checkups.add')}
        onAdd={() => actions.setDialog({ type: 'create' })}
        onEdit={(item) => actions.setDialog({ type: 'edit', item })}
        onDelete={(item) => actions.setDialog({ type: 'delete', item })}
        onMove={(index, step) => actions.move(checkups, index, step)}
      />
      {dialog?.type === 'create' && <CheckupFormModal details={details} onClose={actions.close} />}
      {dialog?.type === 'edit' && (
        <CheckupFormModal details={details} checkup={dialog.item} onClose={actions.close} />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDeleteModal
          title={t('planItems.checkups.deleteTitle')}
          name={dialog.item.title}
          also={null}
          onConfirm={() => actions.remove(dialog.item, dialog.item.title)}
          onClose={actions.close}
        />
      )}
    </>
  );
}

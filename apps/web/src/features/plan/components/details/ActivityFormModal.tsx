import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type TPlanActivity } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useActivityForm } from './activity-form';
import { useActivityTextLabels, type TActivityText } from './activity-fields';
import { CatalogueSelect } from './CatalogueSelect';
import { ChoiceSelect } from './ChoiceSelect';
import { weekOptions, type TDetails } from './details-model';
import { DetailFormModal } from './DetailFormModal';

/** One optional text field of an activity, when the location shows it (/admin/plan). */
function ActivityTextField({
  details,
  field,
  long = false,
  ...input
}: {
  details: TDetails;
  field: TActivityText;
  long?: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}) {
  const labels = useActivityTextLabels();
  if (!details.shows(field)) return null;
  return long ? (
    <Textarea
      label={labels[field]}
      {...input}
      // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
      rows={3}
    />
  ) : (
    <TextInput label={labels[field]} {...input} maxLength={PLAN_LIMITS.nameMaxLength} />
  );
}

/**
 * Add or edit a learning activity (docs/plan.md "Model" and "Rules"): the activity type from the
 * location's active activities, the optional fields the location shows, and a week range within
 * the cluster's.
 */
export function ActivityFormModal({
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
  const { planned, shows, language } = details;
  const form = useActivityForm(details, activity, onClose);
  const { text, input } = form;
  const weeks = useMemo(() => weekOptions(planned, t), [planned, t]);

  return (
    <DetailFormModal
      title={t(activity ? 'planItems.activities.editTitle' : 'planItems.activities.createTitle')}
      form={form}
      onClose={onClose}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: shows('class_hours') ? 2 : 1 }}>
        <CatalogueSelect
          kind="activities"
          items={details.activities}
          language={language}
          inactiveText={messageText('plan.activityInactive', { terms })}
          label={t('planItems.activities.fields.activity')}
          placeholder={t('planItems.activities.chooseActivity')}
          {...input('activity_id')}
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
        <ChoiceSelect
          label={t('planItems.activities.fields.start_week')}
          data={weeks}
          {...input('start_week')}
          withAsterisk
        />
        <ChoiceSelect
          label={t('planItems.activities.fields.end_week')}
          data={weeks}
          {...input('end_week')}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ActivityTextField details={details} field="teacher" {...text('teacher')} />
        <ActivityTextField details={details} field="method" {...text('method')} />
        <ActivityTextField details={details} field="reading" {...text('reading')} />
        <ActivityTextField details={details} field="tools" {...text('tools')} />
        <ActivityTextField details={details} field="tools_permitted" {...text('tools_permitted')} />
      </SimpleGrid>
      <ActivityTextField details={details} field="description" long {...text('description')} />
    </DetailFormModal>
  );
}

import { Alert, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCopyYear, TEducation } from '@cp/contracts';
import { idOf } from '@/components/form/body-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { capitalize } from '@/lib/use-terms';
import { useCopyYear } from '../api/copy-year';
import type { TTargetBlock, TTargetYear } from '../copy-targets';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { HANDLED_STATUSES, notifySuccess, notifyWarning } from '../overview-toasts';
import { useCopyChoices } from './use-copy-choices';
import { useLabels } from './use-labels';
import { OverviewFormModal } from './OverviewFormModal';

interface TProps {
  location: string;
  education: TEducation;
  onClose: () => void;
}

/**
 * The year to copy into. Every year is listed; those the server would refuse are disabled with
 * the reason (copy-targets.ts), and it says so when none is left.
 */
function TargetYearSelect({
  choices,
  loading,
  value,
  onChange,
}: {
  choices: TTargetYear[];
  /** The target's years or their contents are still being read. */
  loading: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { terms } = labels;
  const offered = choices.filter((choice) => choice.block === null);
  const blockText = (block: TTargetBlock) =>
    block === 'source'
      ? t('overview.copy.isSource')
      : block === 'notEmpty'
        ? t('overview.copy.notEmpty')
        : t('overview.copy.unknown');
  return (
    <Select
      label={t('overview.copy.targetYear', { educationYear: terms.educationYear })}
      data={choices.map(({ year, block }) => ({
        value: String(year.id),
        label: block ? `${labels.yearName(year)} (${blockText(block)})` : labels.yearName(year),
        disabled: block !== null,
      }))}
      value={value}
      onChange={onChange}
      disabled={loading}
      allowDeselect={false}
      description={
        !loading && offered.length === 0
          ? t('overview.copy.noEmptyYear', {
              educationYear: terms.educationYear,
              education: terms.education,
            })
          : undefined
      }
    />
  );
}

/**
 * Copies the content of one of this education's years into an empty year of an education in
 * design of the same parent (this one included). Target years the server would refuse (the
 * source year, a year with content) are listed disabled with the reason (copy-targets.ts); a
 * refusal that still comes (a race) is shown as the server's reason.
 */
export function CopyYearModal({ location, education, onClose }: TProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { terms } = labels;
  const copy = useCopyYear(location, String(education.id));
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    // `year` is the source (the address's :year), the targets are the body.
    initial: {
      year: education.years[0] ? String(education.years[0].id) : null,
      target_education_id: String(education.id) as string | null,
      target_year_id: null as string | null,
    },
    schema: (schemas) => schemas.ZCopyYearSchema,
    toInput: (values) => ({
      year: idOf(values.year),
      target_education_id: idOf(values.target_education_id),
      target_year_id: idOf(values.target_year_id),
    }),
    send: (input) => {
      setRefusal(null);
      // Saving waits for all three to be chosen (the button), and the schema passed.
      return copy.mutateAsync(input as TCopyYear & { year: number });
    },
    onSaved: ({ copied }) => {
      // Into another education, what its design lacks stays behind: say how much.
      if (copied.not_in_design > 0) {
        notifyWarning(t('overview.copy.notInDesign', { count: copied.not_in_design, ...terms }));
      } else {
        notifySuccess(t('overview.copy.copied'));
      }
      onClose();
    },
    onRefused: (error) =>
      setRefusal(
        notifyRefusal(error, refusalReason(error, { terms }) ?? t('overview.copy.copyFailed'), {
          terms,
          handles: HANDLED_STATUSES,
        }),
      ),
  });
  const { values, set } = form;
  const { isSelf, choices, chosen, loadingYears, targets } = useCopyChoices(
    location,
    education,
    values,
  );

  return (
    <OverviewFormModal
      form={form}
      title={capitalize(t('overview.copy.title', { educationYear: terms.educationYear }))}
      submitLabel={t('overview.copy.submit')}
      submitProps={{
        disabled:
          values.year === null ||
          values.target_education_id === null ||
          values.target_year_id === null ||
          chosen?.block !== null,
      }}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t('overview.copy.explain', {
          educationYear: terms.educationYear,
          education: terms.education,
        })}
      </Text>
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      <Select
        label={t('overview.copy.source', { educationYear: terms.educationYear })}
        data={education.years.map((year) => ({
          value: String(year.id),
          label: labels.yearName(year),
        }))}
        value={values.year}
        onChange={(value) => {
          set('year', value);
          // The source itself is no target: a target chosen before that is now the source goes.
          if (isSelf && value === values.target_year_id) set('target_year_id', null);
        }}
        allowDeselect={false}
      />
      <Select
        label={t('overview.copy.targetEducation', { education: terms.education })}
        data={targets.map((item) => ({ value: String(item.id), label: item.name }))}
        value={values.target_education_id}
        onChange={(value) => {
          set('target_education_id', value);
          set('target_year_id', null);
        }}
        allowDeselect={false}
        searchable
      />
      <TargetYearSelect
        choices={choices}
        loading={loadingYears}
        value={values.target_year_id}
        onChange={(value) => set('target_year_id', value)}
      />
    </OverviewFormModal>
  );
}

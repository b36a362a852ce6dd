import { Alert, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCopyYear, TEducation } from '@cp/contracts';
import { idOf } from '@/components/form/body-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { capitalize } from '@/lib/use-terms';
import { useCopyYear } from '../api/copy-year';
import { useYearContents } from '../api/get-year-contents';
import { targetYears, type TTargetBlock } from '../copy-targets';
import { useEducation } from '@/lib/education-queries';
import { useEducations } from '@/lib/education-queries';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { HANDLED_STATUSES, notifySuccess, notifyWarning } from '../overview-toasts';
import { useLabels } from './use-labels';
import { OverviewFormModal } from './OverviewFormModal';

interface TProps {
  location: string;
  education: TEducation;
  onClose: () => void;
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
  const siblings = useEducations(location, String(education.education_parent_id));
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
  const isSelf = values.target_education_id === String(education.id);
  const other = useEducation(isSelf ? null : location, isSelf ? null : values.target_education_id);
  const contents = useYearContents(location, values.target_education_id);
  const choices = targetYears({
    years: isSelf ? education.years : (other.data?.years ?? []),
    contents: contents.data,
    sourceYearId: isSelf ? idOf(values.year) : null,
  });
  const chosen = choices.find((choice) => String(choice.year.id) === values.target_year_id);
  const offered = choices.filter((choice) => choice.block === null);
  const loadingYears = (!isSelf && other.isPending) || contents.isPending;
  const blockText = (block: TTargetBlock) =>
    block === 'source'
      ? t('overview.copy.isSource')
      : block === 'notEmpty'
        ? t('overview.copy.notEmpty')
        : t('overview.copy.unknown');

  const designing = (siblings.data ?? []).filter((item) => item.status === 'designing');
  const targets = designing.some((item) => item.id === education.id)
    ? designing
    : [{ id: education.id, name: education.name }, ...designing];

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
      <Select
        label={t('overview.copy.targetYear', { educationYear: terms.educationYear })}
        // Every year is listed; those the server would refuse are disabled with the reason.
        data={choices.map(({ year, block }) => ({
          value: String(year.id),
          label: block ? `${labels.yearName(year)} (${blockText(block)})` : labels.yearName(year),
          disabled: block !== null,
        }))}
        value={values.target_year_id}
        onChange={(value) => set('target_year_id', value)}
        disabled={loadingYears}
        allowDeselect={false}
        description={
          !loadingYears && offered.length === 0
            ? t('overview.copy.noEmptyYear', {
                educationYear: terms.educationYear,
                education: terms.education,
              })
            : undefined
        }
      />
    </OverviewFormModal>
  );
}

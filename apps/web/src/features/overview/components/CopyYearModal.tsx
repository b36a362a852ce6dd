import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import type { TEducation } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { useCopyYear } from '../api/copy-year';
import { useYearContents } from '../api/get-year-contents';
import { targetYears, type TTargetBlock } from '../copy-targets';
import { useEducation } from '@/lib/education-queries';
import { useEducations } from '@/lib/education-queries';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { HANDLED_STATUSES, notifySuccess, notifyWarning } from '../overview-toasts';
import { useLabels } from './use-labels';

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
  const copy = useCopyYear(location, String(education.id));
  const siblings = useEducations(location, String(education.education_parent_id));
  const [sourceYear, setSourceYear] = useState<string | null>(
    education.years[0] ? String(education.years[0].id) : null,
  );
  const [target, setTarget] = useState<string | null>(String(education.id));
  const [targetYear, setTargetYear] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = useChangedSinceOpened({ sourceYear, target, targetYear });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: copy.isPending,
    onClose,
  });
  const isSelf = target === String(education.id);
  const other = useEducation(isSelf ? null : location, isSelf ? null : target);
  const contents = useYearContents(location, target);
  const choices = targetYears({
    years: isSelf ? education.years : (other.data?.years ?? []),
    contents: contents.data,
    sourceYearId: isSelf && sourceYear ? Number(sourceYear) : null,
  });
  const chosen = choices.find((choice) => String(choice.year.id) === targetYear);
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

  const submit = async () => {
    if (!sourceYear || !target || !targetYear) return;
    setRefusal(null);
    try {
      const { copied } = await copy.mutateAsync({
        year: Number(sourceYear),
        target_education_id: Number(target),
        target_year_id: Number(targetYear),
      });
      // Into another education, what its design lacks stays behind: say how much.
      if (copied.not_in_design > 0) {
        notifyWarning(
          t('overview.copy.notInDesign', { count: copied.not_in_design, ...labels.terms }),
        );
      } else {
        notifySuccess(t('overview.copy.copied'));
      }
      onClose();
    } catch (error) {
      const { terms } = labels;
      setRefusal(
        notifyRefusal(error, refusalReason(error, { terms }) ?? t('overview.copy.copyFailed'), {
          terms,
          handles: HANDLED_STATUSES,
        }),
      );
    }
  };

  return (
    <>
      <Modal
        opened
        {...modalProps}
        title={capitalize(t('overview.copy.title', { educationYear: labels.terms.educationYear }))}
        centered
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('overview.copy.explain', {
              educationYear: labels.terms.educationYear,
              education: labels.terms.education,
            })}
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Select
            label={t('overview.copy.source', { educationYear: labels.terms.educationYear })}
            data={education.years.map((year) => ({
              value: String(year.id),
              label: labels.yearName(year),
            }))}
            value={sourceYear}
            onChange={(value) => {
              setSourceYear(value);
              // The source itself is no target: a target chosen before that is now the source goes.
              if (isSelf && value === targetYear) setTargetYear(null);
            }}
            allowDeselect={false}
          />
          <Select
            label={t('overview.copy.targetEducation', { education: labels.terms.education })}
            data={targets.map((item) => ({ value: String(item.id), label: item.name }))}
            value={target}
            onChange={(value) => {
              setTarget(value);
              setTargetYear(null);
            }}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('overview.copy.targetYear', { educationYear: labels.terms.educationYear })}
            // Every year is listed; those the server would refuse are disabled with the reason.
            data={choices.map(({ year, block }) => ({
              value: String(year.id),
              label: block
                ? `${labels.yearName(year)} (${blockText(block)})`
                : labels.yearName(year),
              disabled: block !== null,
            }))}
            value={targetYear}
            onChange={setTargetYear}
            disabled={loadingYears}
            allowDeselect={false}
            description={
              !loadingYears && offered.length === 0
                ? t('overview.copy.noEmptyYear', {
                    educationYear: labels.terms.educationYear,
                    education: labels.terms.education,
                  })
                : undefined
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              {t('overview.cancel')}
            </Button>
            <Button
              loading={copy.isPending}
              disabled={!sourceYear || !target || !targetYear || chosen?.block !== null}
              onClick={() => void submit()}
            >
              {t('overview.copy.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {question}
    </>
  );
}

import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useEducations } from '@/lib/education-queries';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useAnalysisSummary } from '../api/analysis-queries';
import { useNames } from '../use-names';

/** What is compared: a year of this or another education, with the label both sides show. */
export type TCompareTarget = { education: string; year: string; label: string };

/**
 * "Vergelijken" / "Stop vergelijken" (docs/analysis.md "Screen"): a second education the user may
 * read (the pickers' list of the location, any faculty) or this one, and a filled year of it. The
 * chosen education's own summary gives its years, so a year the user may not read never appears.
 */
export function CompareControl({
  location,
  education,
  educationName,
  yearId,
  compare,
  onCompare,
}: {
  location: string;
  education: string;
  educationName: string;
  yearId: string;
  compare: TCompareTarget | null;
  onCompare: (target: TCompareTarget | null) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (compare) {
    return (
      <Group gap="sm" wrap="wrap" align="center">
        <Text size="sm" role="status">
          {t('analysis.compare.active', { label: compare.label })}
        </Text>
        <Button variant="default" onClick={() => onCompare(null)}>
          {t('analysis.compare.stop')}
        </Button>
      </Group>
    );
  }
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('analysis.compare.start')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('analysis.compare.title')}>
        {opened && (
          <CompareForm
            location={location}
            education={education}
            educationName={educationName}
            yearId={yearId}
            onChoose={(target) => {
              setOpened(false);
              onCompare(target);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function CompareForm({
  location,
  education,
  educationName,
  yearId,
  onChoose,
}: {
  location: string;
  education: string;
  educationName: string;
  yearId: string;
  onChoose: (target: TCompareTarget) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  const educations = useEducations(location, 'all');
  const [other, setOther] = useState(education);
  const [year, setYear] = useState<string | null>(null);
  const summary = useAnalysisSummary(location, other);
  const same = other === education;
  const choices = summary.data?.years ?? [];
  // The first year that can be chosen, until the user picks one.
  const chosen =
    year ??
    choices.find((item) => item.filled && !(same && String(item.id) === yearId))?.id.toString() ??
    null;
  const chosenYear = choices.find((item) => String(item.id) === chosen);
  const otherName = summary.data?.education.name ?? educationName;
  const denied = summary.error instanceof ApiError && [403, 404].includes(summary.error.status);

  const educationOptions = [
    { value: education, label: t('analysis.compare.thisEducation', { name: educationName }) },
    ...(educations.data ?? [])
      .filter((item) => String(item.id) !== education)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((item) => ({ value: String(item.id), label: item.name })),
  ];

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('analysis.compare.intro', {
          education: terms.education,
          educationYear: terms.educationYear,
        })}
      </Text>
      <NativeSelect
        label={capitalize(terms.education)}
        value={other}
        onChange={(event) => {
          setOther(event.currentTarget.value);
          setYear(null);
        }}
        data={educationOptions}
        rightSection={educations.isPending ? <Loader size="xs" /> : undefined}
      />
      {denied ? (
        <Alert color="red" variant="light">
          {t('analysis.compare.denied', { education: terms.education })}
        </Alert>
      ) : summary.isError ? (
        <Alert color="red" variant="light">
          {t('analysis.loadFailed')}
        </Alert>
      ) : !summary.data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : chosen === null ? (
        <Alert color="yellow" variant="light">
          {t('analysis.compare.noYear', {
            educationYear: terms.educationYear,
            clusters: terms.clusters,
          })}
        </Alert>
      ) : (
        <NativeSelect
          label={capitalize(terms.educationYear)}
          value={chosen}
          onChange={(event) => setYear(event.currentTarget.value)}
          data={choices.map((item) => {
            const current = same && String(item.id) === yearId;
            return {
              value: String(item.id),
              label: current
                ? t('analysis.compare.shownYear', { year: names.year(item) })
                : item.filled
                  ? names.year(item)
                  : t('analysis.year.empty', { year: names.year(item), clusters: terms.clusters }),
              disabled: current || !item.filled,
            };
          })}
        />
      )}
      <Group justify="flex-end">
        <Button
          disabled={chosen === null || !chosenYear || denied}
          onClick={() => {
            if (chosen === null || !chosenYear) return;
            onChoose({
              education: other,
              year: chosen,
              label: `${otherName}, ${names.year(chosenYear)}`,
            });
          }}
        >
          {t('analysis.compare.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS, type TEducationStatus, type TEducationSummary } from '@cp/contracts';
import { useTermCounts } from '@/lib/use-terms';
import { ActionsButton } from './ActionsButton';

// The menu (and the floating-ui it needs) follows the list instead of holding up its first paint.
const EducationActionsMenu = lazy(() =>
  import('./EducationActionsMenu').then((m) => ({ default: m.EducationActionsMenu })),
);

import type { TEducationAction } from './EducationActionsMenu';

export type { TEducationAction };

const STATUS_COLOURS: Record<TEducationStatus, string> = {
  designing: 'blue',
  reviewing: 'orange',
  active: 'green',
};

/** "3 leerjaren × 4 perioden", or the total when the years differ. */
function useStructureText(education: TEducationSummary): string {
  const { t } = useTranslation();
  const { termOf } = useTermCounts();
  const years = education.years_count;
  const yearWord = termOf(years, 'education_year');
  if (years > 0 && education.periods_count % years === 0) {
    return t('dashboard.card.structure', {
      years,
      educationYears: yearWord,
      count: education.periods_count / years,
    });
  }
  return t('dashboard.card.structureTotal', {
    years,
    educationYears: yearWord,
    count: education.periods_count,
  });
}

/** One education on the dashboard: what it is, where it stands, and what the user may do. */
export function EducationCard({
  education,
  selected,
  formatDate,
  onOpen,
  onAction,
  onApprove,
  approving,
}: {
  education: TEducationSummary;
  /** The education in the current context (just opened or just made): marked. */
  selected: boolean;
  formatDate: (iso: string) => string;
  onOpen: () => void;
  onAction: (action: TEducationAction) => void;
  onApprove: () => void;
  approving: boolean;
}) {
  const { t } = useTranslation();
  const structure = useStructureText(education);
  const name = education.name;
  // The "⋯" shown while the menu's chunk loads is a stand-in: a click on it (the list has just
  // appeared) was lost when the real button replaced it. It now opens the menu once it is there.
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={name}
      aria-current={selected ? 'true' : undefined}
      data-education-id={education.id}
      style={
        selected
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Badge color={STATUS_COLOURS[education.status]} variant="light" tt="none">
              {t(`educations.statuses.${education.status}`)}
            </Badge>
            {education.is_flexible && (
              <Badge color="grape" variant="outline" tt="none">
                {t('educations.flexible')}
              </Badge>
            )}
            {selected && (
              <Badge color="gray" variant="filled" tt="none">
                {t('dashboard.card.selected')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{t(`educations.types.${education.type}`)}</Text>
          <Text size="sm" c="dimmed">
            {structure} · {t('dashboard.card.weeks', { count: education.weeks_count })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.card.updated', { date: formatDate(education.updated_at) })}
          </Text>
          {education.status === 'reviewing' && (
            <Text size="sm">
              {t('dashboard.card.approvals', {
                approved: education.approvals.length,
                needed: EDUCATION_LIMITS.approvalsNeeded,
              })}
              {education.requested_by &&
                ` · ${t('dashboard.card.requestedBy', { name: education.requested_by.name })}`}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {education.can_approve && (
            <Button
              variant="light"
              color="green"
              loading={approving}
              onClick={onApprove}
              aria-label={t('dashboard.approve.label', { name })}
            >
              {t('dashboard.approve.button')}
            </Button>
          )}
          <Button onClick={onOpen} aria-label={t('dashboard.card.openLabel', { name })}>
            {t('dashboard.card.open')}
          </Button>
          {education.can_design && (
            <Suspense
              fallback={<ActionsButton name={name} onClick={() => setOpenWhenLoaded(true)} />}
            >
              <EducationActionsMenu
                name={name}
                editable={education.status === 'designing'}
                onAction={onAction}
                defaultOpened={openWhenLoaded}
              />
            </Suspense>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

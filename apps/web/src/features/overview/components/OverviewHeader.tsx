import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducation, TEducationStatus } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';

export const STATUS_COLORS: Record<TEducationStatus, string> = {
  designing: 'blue',
  reviewing: 'orange',
  active: 'green',
};

/** Name, readable type, status and where the education lives. */
export function OverviewHeader({
  education,
  badge,
}: {
  education: TEducation;
  /** The health score badge (HealthBadge), beside the status. */
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  useEffect(() => {
    document.title = `${education.name} · Curriculum Planner`;
  }, [education.name]);
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {education.name}
        </Title>
        <Badge color={STATUS_COLORS[education.status]} variant="light">
          {t(`educations.statuses.${education.status}`)}
        </Badge>
        {education.is_flexible && (
          <Badge color="grape" variant="outline">
            {t('educations.flexible')}
          </Badge>
        )}
        {badge}
      </Group>
      <Text c="dimmed">
        {t(`educations.types.${education.type}`)} ·{' '}
        {t('overview.where', {
          faculty: capitalize(terms.faculty),
          facultyName: education.faculty.name,
          parentName: education.education_parent.name,
        })}
      </Text>
    </Stack>
  );
}

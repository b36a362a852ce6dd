import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS, type TEducation } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { useLabels } from './use-labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th fw={500} w="45%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Years, periods and weeks, with each year's periods and their week ranges. */
export function StructureCard({ education }: { education: TEducation }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <SummaryCard title={t('overview.structure.title')}>
      <Table>
        <Table.Tbody>
          <Row label={capitalize(labels.terms.educationYears)}>{education.years_count}</Row>
          <Row label={t('overview.structure.periods')}>{education.periods_count}</Row>
          <Row label={t('overview.structure.weeks')}>{education.weeks_count}</Row>
        </Table.Tbody>
      </Table>
      {education.years.map((year) => (
        <Table key={year.id} striped withTableBorder captionSide="top">
          <Table.Caption ta="left">
            {t('overview.structure.yearCaption', {
              name: labels.yearName(year),
              weeks: year.weeks,
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.structure.period')}</Table.Th>
              <Table.Th>{t('overview.structure.weeksColumn')}</Table.Th>
              <Table.Th>{t('overview.structure.range')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {year.periods.map((period) => (
              <Table.Tr key={period.id}>
                <Table.Td>{labels.periodName(period)}</Table.Td>
                <Table.Td>{period.weeks}</Table.Td>
                <Table.Td>
                  {t('overview.structure.weekRange', {
                    first: period.first_week,
                    last: period.last_week,
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </SummaryCard>
  );
}

export function FactsCard({ education }: { education: TEducation }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <SummaryCard title={t('overview.facts.title')}>
      <Table>
        <Table.Tbody>
          <Row label={t('overview.facts.notes')}>{education.counts.notes}</Row>
          <Row label={t('overview.facts.backups')}>{education.counts.backups}</Row>
          <Row label={t('overview.facts.created')}>{labels.dateTime(education.created_at)}</Row>
          <Row label={t('overview.facts.updated')}>{labels.dateTime(education.updated_at)}</Row>
          {/* Only an active education is published now; before, the date is history. */}
          <Row
            label={t(
              education.status === 'active' || !education.published_on
                ? 'overview.facts.published'
                : 'overview.facts.publishedBefore',
            )}
          >
            {education.published_on ? labels.date(education.published_on) : t('overview.never')}
          </Row>
        </Table.Tbody>
      </Table>
    </SummaryCard>
  );
}

/** Who asked for the review and when, and the approvals so far ("1 van 2"). */
export function ReviewStateCard({ education }: { education: TEducation }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const requested = education.requested_by !== null || education.review_requested_at !== null;
  return (
    <SummaryCard title={t('overview.reviewState.title')}>
      {requested ? (
        <Table>
          <Table.Tbody>
            <Row label={t('overview.reviewState.requestedBy')}>
              {education.requested_by?.name ?? t('overview.unknownUser')}
            </Row>
            {education.review_requested_at && (
              <Row label={t('overview.reviewState.requestedAt')}>
                {labels.dateTime(education.review_requested_at)}
              </Row>
            )}
            <Row label={t('overview.reviewState.approvals')}>
              {t('overview.reviewState.approvalCount', {
                count: education.approvals.length,
                needed: EDUCATION_LIMITS.approvalsNeeded,
              })}
            </Row>
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('overview.reviewState.notRequested')}</Text>
      )}
      {education.approvals.length > 0 && (
        <List size="sm" aria-label={t('overview.reviewState.approvals')}>
          {education.approvals.map((approval) => (
            <List.Item key={approval.user.id}>
              {t('overview.reviewState.approvedBy', {
                name: approval.user.name,
                date: labels.dateTime(approval.approved_at),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </SummaryCard>
  );
}

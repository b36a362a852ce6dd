import { Alert, Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TEducationYear } from '@cp/contracts';
import { ExportButtonSlot } from '@/components/ExportButtonSlot';
import { Page } from '@/components/Page';
import { selectEducationYear, useAppContext } from '@/lib/context-store';
import { useEducation } from '@/lib/education-queries';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useTestPlan } from '../api/test-plan-query';
import { chooseYear } from '@/lib/year-choice';
import type { TPlanParts } from './slots';
import { TestPlanContent } from './TestPlanContent';
import { TestPlanFailure, TestPlanSkeleton } from './TestPlanStates';

/** The year tabs, as on the plan. */
function YearTabs({ years, yearId }: { years: TEducationYear[]; yearId: string | undefined }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const navigate = useNavigate();
  const yearName = (item: TEducationYear) =>
    item.name ??
    t('educations.yearName', {
      educationYear: capitalize(terms.educationYear),
      position: item.position,
    });
  return (
    <Tabs
      value={yearId ?? null}
      onChange={(value) => {
        if (value && value !== yearId) void navigate(`/toetsplan/${value}`);
      }}
    >
      <Tabs.List
        aria-label={capitalize(t('testPlan.yearsLabel', { educationYears: terms.educationYears }))}
      >
        {years.map((item) => (
          <Tabs.Tab key={item.id} value={String(item.id)}>
            {yearName(item)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * /toetsplan/{year_id?}: the test plan of one year of the chosen education (docs/test-plan.md).
 * The year is chosen as on the plan (the URL's, else the remembered, else the first; the URL is
 * then replaced) and remembered. Designers of an education being designed edit in place.
 */
export function TestPlanScreen({
  location,
  education,
  yearId,
  parts,
}: {
  location: string;
  education: string;
  yearId: string | undefined;
  parts: TPlanParts;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const navigate = useNavigate();
  const { educationYear } = useAppContext();
  const educationQuery = useEducation(location, education);
  const years = educationQuery.data?.years;
  const year = years ? chooseYear(years, yearId, educationYear) : null;
  // The URL's year is asked at once, beside the education; it counts once the education has it.
  const testPlanQuery = useTestPlan(location, education, yearId ?? null);
  const yearValid = year !== null && year === yearId;

  useEffect(() => {
    if (year === null) return;
    if (year !== yearId) void navigate(`/toetsplan/${year}`, { replace: true });
    else if (year !== educationYear) selectEducationYear(year);
  }, [year, yearId, educationYear, navigate]);

  const title = t('testPlan.screen');
  if (educationQuery.error) {
    return (
      <Page title={title}>
        <TestPlanFailure
          error={educationQuery.error}
          onRetry={() => void educationQuery.refetch()}
        />
      </Page>
    );
  }
  if (!educationQuery.data) {
    return (
      <Page title={title}>
        <TestPlanSkeleton />
      </Page>
    );
  }
  const reason = parts.readOnlyReason(educationQuery.data);
  const body = () => {
    if (years?.length === 0) {
      return (
        <Alert color="gray" variant="light">
          {t('testPlan.empty', { educationYear: terms.educationYear })}
        </Alert>
      );
    }
    if (!yearValid) return <TestPlanSkeleton />;
    if (testPlanQuery.error) {
      return (
        <TestPlanFailure error={testPlanQuery.error} onRetry={() => void testPlanQuery.refetch()} />
      );
    }
    if (!testPlanQuery.data) return <TestPlanSkeleton />;
    return (
      <TestPlanContent
        key={year}
        data={testPlanQuery.data}
        location={location}
        education={education}
        year={year}
        canEdit={reason === null}
        parts={parts}
      />
    );
  };

  return (
    <Page
      title={title}
      actions={
        <ExportButtonSlot
          location={location}
          education={education}
          part="test_plan"
          yearId={year === null ? null : Number(year)}
        />
      }
    >
      <Text c="dimmed" mt={-8}>
        {t('testPlan.subtitle', { name: educationQuery.data.name })}
      </Text>
      {reason && (
        <Alert color="yellow" variant="light" title={t('planScreen.readOnlyTitle')}>
          {t(`planScreen.readOnly.${reason}`, { education: terms.education })}
        </Alert>
      )}
      {years && years.length > 0 && <YearTabs years={years} yearId={yearId} />}
      {body()}
    </Page>
  );
}

import { Alert, Center, Group, Loader, Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TEducation, TEducationYear } from '@cp/contracts';
import { EducationLoadFailure } from '@/components/EducationLoadFailure';
import { ExportButtonSlot } from '@/components/ExportButtonSlot';
import { Page } from '@/components/Page';
import { selectEducationYear, useAppContext } from '@/lib/context-store';
import { useEducation } from '@/lib/education-queries';
import { capitalize, useTerms } from '@/lib/use-terms';
import { usePlanDesign } from '../api/plan-design';
import { useYearPlan } from '../api/year-plan';
import { chooseYear } from '@/lib/year-choice';
import { PlanBoard } from './PlanBoard';

/** Why the plan cannot be changed (docs/plan.md "Dragging"), or null when the caller may. */
export function readOnlyReason(
  education: Pick<TEducation, 'status' | 'can_design'>,
): 'reviewing' | 'active' | 'noRights' | null {
  if (education.status === 'reviewing' || education.status === 'active') return education.status;
  if (!education.can_design) return 'noRights';
  return null;
}

/**
 * The plan screen of one education: the year tabs, and the year's timeline (PlanBoard). Without a
 * valid year in the URL it goes to the chosen year (replacing the URL); the shown year is
 * remembered for the next visit.
 */
export function PlanScreen({
  location,
  education,
  yearId,
}: {
  location: string;
  education: string;
  yearId: string | undefined;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const navigate = useNavigate();
  // A link to a planned cluster (`?geplandcluster=`, from the analysis) survives the year fix-up.
  const { search } = useLocation();
  const { educationYear } = useAppContext();
  const educationQuery = useEducation(location, education);
  const designQuery = usePlanDesign(location, education);
  const years = educationQuery.data?.years;
  const year = years ? chooseYear(years, yearId, educationYear) : null;
  // The year in the URL is asked for at once, beside the education (one round trip less); it
  // counts once the education confirms it is one of its years.
  const planQuery = useYearPlan(location, education, yearId ?? null);
  const yearValid = year !== null && year === yearId;

  useEffect(() => {
    if (year === null) return;
    if (year !== yearId) void navigate(`/plan/${year}${search}`, { replace: true });
    else if (year !== educationYear) selectEducationYear(year);
  }, [year, yearId, educationYear, navigate, search]);

  const failure = educationQuery.error ?? designQuery.error ?? (yearValid ? planQuery.error : null);
  if (failure) {
    return <EducationLoadFailure title={t('pages.plan')} section="planScreen" error={failure} />;
  }
  if (!educationQuery.data || !designQuery.data) {
    return (
      <Page title={t('pages.plan')}>
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      </Page>
    );
  }
  const reason = readOnlyReason(educationQuery.data);
  const yearName = (item: TEducationYear) =>
    item.name ??
    t('educations.yearName', {
      educationYear: capitalize(terms.educationYear),
      position: item.position,
    });

  return (
    <Page
      title={t('pages.plan')}
      actions={
        <ExportButtonSlot
          location={location}
          education={education}
          part="plan"
          yearId={year === null ? null : Number(year)}
        />
      }
    >
      <Text c="dimmed" mt={-8}>
        {t('planScreen.subtitle', { name: educationQuery.data.name })}
      </Text>
      {reason && (
        <Alert color="yellow" variant="light" title={t('planScreen.readOnlyTitle')}>
          {t(`planScreen.readOnly.${reason}`, { education: terms.education })}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Tabs
          value={yearId ?? null}
          onChange={(value) => {
            if (value && value !== yearId) void navigate(`/plan/${value}`);
          }}
        >
          <Tabs.List
            aria-label={capitalize(
              t('planScreen.yearsLabel', { educationYears: terms.educationYears }),
            )}
          >
            {(years ?? []).map((item) => (
              <Tabs.Tab key={item.id} value={String(item.id)}>
                {yearName(item)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </Group>
      {/* PlanBoard reads the plan itself: a change re-renders the board, not this frame. */}
      {planQuery.isSuccess && yearValid ? (
        <PlanBoard
          key={yearId}
          location={location}
          education={education}
          year={year}
          design={designQuery.data}
          readOnly={reason !== null}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </Page>
  );
}

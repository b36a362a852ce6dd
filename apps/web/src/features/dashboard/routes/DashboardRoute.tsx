import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { countByStatus, LOCATION_DEFAULTS, type TEducationSummary } from '@cp/contracts';
import { Page } from '@/components/Page';
import { ApiError } from '@/lib/api';
import { selectEducation, useAppContext } from '@/lib/context-store';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useEducationParent } from '@/lib/education-parent-queries';
import { useEducations } from '@/lib/education-queries';
import { useFaculties } from '@/lib/faculty-queries';
import { useLocationDetails } from '@/lib/location-queries';
import { useDateFormat } from '@/lib/use-date-format';
import { ChooseParent } from '../components/ChooseParent';
import { DashboardDialogs, type TDashboardDialog } from '../components/DashboardDialogs';
import { DashboardToolbar } from '../components/DashboardToolbar';
import { EducationList } from '../components/EducationList';
import { EducationTabs } from '../components/EducationTabs';
import { useApproveAction } from '../components/use-approve-action';
import { useListParams } from '../components/use-list-params';
import { useMadeEducation } from '../components/use-made-education';
import { useMayCreate } from '../components/use-may-create';
import { useShownEducations } from '../components/use-shown-educations';

/**
 * /dashboard: the educations of the selected education parent (docs/educations.md "Screens"), by
 * status in tabs, sorted as chosen. Tab and sort live in the URL, so a reload or a shared link
 * shows the same.
 */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const { location, faculty, educationParent } = useAppContext();
  if (!location || !faculty || !educationParent) {
    return (
      <Page title={t('pages.dashboard')}>
        <ChooseParent hasFaculty={Boolean(location && faculty)} />
      </Page>
    );
  }
  return (
    <Dashboard
      // A new context starts fresh (no modal of the previous parent stays open).
      key={`${location}/${faculty}/${educationParent}`}
      location={location}
      faculty={faculty}
      parent={educationParent}
    />
  );
}

function Dashboard({
  location,
  faculty,
  parent,
}: {
  location: string;
  faculty: string;
  parent: string;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const navigate = useNavigate();
  const formatDate = useDateFormat();
  const { education: selectedEducation } = useAppContext();
  const mayCreate = useMayCreate(location);
  const parentQuery = useEducationParent(location, faculty, parent);
  const faculties = useFaculties(location);
  const educations = useEducations(location, parent);
  const settings = useLocationDetails(Number(location));
  const { runApprove, approving } = useApproveAction(location);
  const [dialog, setDialog] = useState<TDashboardDialog>(null);

  const counts = useMemo(() => countByStatus(educations.data ?? []), [educations.data]);
  const { tab, sort, setParam } = useListParams(counts);
  const shown = useShownEducations(educations.data, tab, sort);
  const { highlight, made } = useMadeEducation(shown, (status) => setParam('tab', status));

  const parentGone =
    (parentQuery.error instanceof ApiError && [403, 404].includes(parentQuery.error.status)) ||
    (educations.error instanceof ApiError && educations.error.status === 404);
  if (parentGone) {
    return (
      <Page title={t('pages.dashboard')}>
        <ChooseParent hasFaculty gone />
      </Page>
    );
  }

  const facultyName = faculties.data?.find((item) => String(item.id) === faculty)?.name;
  const title = parentQuery.data?.name ?? t('pages.dashboard');

  const open = (education: TEducationSummary) => {
    selectEducation(education.id);
    void navigate('/notities');
  };

  return (
    <Page title={title}>
      {facultyName && (
        <Text c="dimmed" mt={-12}>
          {capitalize(terms.faculty)}: {facultyName}
        </Text>
      )}
      <DashboardToolbar
        sort={sort}
        onSort={(value) => setParam('sort', value)}
        onCreate={mayCreate ? () => setDialog({ kind: 'create' }) : null}
      />
      <EducationTabs tab={tab} counts={counts} onTab={(value) => setParam('tab', value)}>
        <EducationList
          status={tab}
          pending={educations.isPending}
          failed={educations.isError}
          onRetry={() => void educations.refetch()}
          educations={shown}
          isSelected={(education) =>
            highlight === education.id || selectedEducation === String(education.id)
          }
          formatDate={formatDate}
          onOpen={open}
          onAction={(kind, education) => setDialog({ kind, education })}
          onApprove={(education) => void runApprove(education)}
          approving={approving}
        />
      </EducationTabs>
      <DashboardDialogs
        dialog={dialog}
        location={location}
        faculty={faculty}
        parent={parent}
        defaultWeeks={settings.data?.default_weeks ?? LOCATION_DEFAULTS.default_weeks}
        allowFlexible={settings.data?.allow_flexible ?? LOCATION_DEFAULTS.allow_flexible}
        onMade={made}
        onClose={() => setDialog(null)}
      />
    </Page>
  );
}

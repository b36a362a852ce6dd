import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  countByStatus,
  DEFAULT_EDUCATION_SORT,
  EDUCATION_SORTS,
  LOCATION_DEFAULTS,
  sortEducations,
  type TEducation,
  type TEducationSort,
  type TEducationStatus,
  type TEducationSummary,
} from '@cp/contracts';
import { Page } from '@/components/Page';
import { ApiError } from '@/lib/api';
import { selectEducation, useAppContext } from '@/lib/context-store';
import { rolesAt, useCurrentUser } from '@/lib/current-user';
import { useApproveEducation, useUpdateEducation } from '@/lib/education-changes';
import { refusalText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useCreateEducation } from '../api/create-education';
import { useEducationParent } from '@/lib/education-parent-queries';
import { useEducations } from '@/lib/education-queries';
import { useFaculties } from '@/lib/faculty-queries';
import { useLocationDetails } from '@/lib/location-queries';
import { EducationCard, type TEducationAction } from '../components/EducationCard';

// The refusals this screen explains itself (the server's reason, e.g. 403 `design_restricted`,
// or the action's own failure text) instead of the generic handling.
const UPDATE_HANDLED_STATUSES = [403, 404, 409, 422, 500, 502, 503, 504];
const APPROVE_HANDLED_STATUSES = [403, 404, 409, 500, 502, 503, 504];

// The dialogs (and their form controls) load when one opens, not with the list.
const EducationFormModal = lazy(() =>
  import('../components/EducationFormModal').then((m) => ({ default: m.EducationFormModal })),
);
const DuplicateModal = lazy(() =>
  import('../components/DuplicateModal').then((m) => ({ default: m.DuplicateModal })),
);
const MoveModal = lazy(() =>
  import('../components/MoveModal').then((m) => ({ default: m.MoveModal })),
);
const DeleteEducationModal = lazy(() =>
  import('../components/DeleteEducationModal').then((m) => ({ default: m.DeleteEducationModal })),
);

/** The tabs in the order of the issue: what runs, what is being made, what awaits approval. */
const TABS: readonly TEducationStatus[] = ['active', 'designing', 'reviewing'];

const isTab = (value: string | null): value is TEducationStatus =>
  TABS.some((tab) => tab === value);
const isSort = (value: string | null): value is TEducationSort =>
  EDUCATION_SORTS.some((sort) => sort === value);

/**
 * /dashboard: the educations of the selected education parent (SPEC §3), by status in tabs,
 * sorted as chosen. Tab and sort live in the URL, so a reload or a shared link shows the same.
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

/** Without an education parent there is nothing to list: say so and offer the way to choose. */
function ChooseParent({ hasFaculty, gone = false }: { hasFaculty: boolean; gone?: boolean }) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        {t(gone ? 'dashboard.parentGone' : 'dashboard.noParent', {
          educations: terms.educations,
        })}
      </Text>
      {hasFaculty ? (
        <Button component={Link} to="/faculteit">
          {t('dashboard.chooseParent')}
        </Button>
      ) : (
        <Button component={Link} to="/locatie">
          {t('dashboard.chooseFaculty', { faculty: terms.faculty })}
        </Button>
      )}
    </Stack>
  );
}

function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

type TDialog = { kind: 'create' } | { kind: TEducationAction; education: TEducationSummary } | null;

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
  const [params, setParams] = useSearchParams();
  const { education: selectedEducation } = useAppContext();
  const user = useCurrentUser();
  const parentQuery = useEducationParent(location, faculty, parent);
  const faculties = useFaculties(location);
  const educations = useEducations(location, parent);
  const settings = useLocationDetails(Number(location));
  const create = useCreateEducation(location);
  const update = useUpdateEducation(location, UPDATE_HANDLED_STATUSES);
  const approve = useApproveEducation(location, APPROVE_HANDLED_STATUSES);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [highlight, setHighlight] = useState<number | null>(null);

  const roles = rolesAt(user, Number(location));
  const mayCreate =
    user?.isPlatformAdmin === true || roles.includes('admin') || roles.includes('designer');

  const counts = useMemo(() => countByStatus(educations.data ?? []), [educations.data]);
  const tabParam = params.get('tab');
  const sortParam = params.get('sort');
  // Without a remembered tab: the first one that has something to show.
  const tab: TEducationStatus = isTab(tabParam)
    ? tabParam
    : (TABS.find((status) => counts[status] > 0) ?? 'active');
  const sort: TEducationSort = isSort(sortParam) ? sortParam : DEFAULT_EDUCATION_SORT;

  const setParam = (name: 'tab' | 'sort', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(() => {
    const ofTab = (educations.data ?? [])
      .filter((education) => education.status === tab)
      .map((education) => ({ ...education, type_label: t(`educations.types.${education.type}`) }));
    return sortEducations(ofTab, sort);
  }, [educations.data, tab, sort, t]);

  // A just made education is scrolled to once the list has it.
  useEffect(() => {
    if (highlight === null) return;
    document
      .querySelector(`[data-education-id="${highlight}"]`)
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlight, shown]);

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

  /** The new education (created or duplicated) becomes the current one and is shown marked. */
  const made = (education: TEducation, message: string) => {
    notifications.show({ color: 'green', message });
    selectEducation(education.id);
    setHighlight(education.id);
    setParam('tab', education.status);
  };

  const open = (education: TEducationSummary) => {
    selectEducation(education.id);
    void navigate('/notities');
  };

  const runApprove = async (education: TEducationSummary) => {
    try {
      const result = await approve.mutateAsync(education.id);
      notifications.show({
        color: 'green',
        message: t(
          result.status === 'active' ? 'dashboard.approve.activated' : 'dashboard.approve.done',
          {
            name: education.name,
          },
        ),
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: refusalText(failure) ?? t('dashboard.approve.failed', { name: education.name }),
      });
    }
  };

  const defaultWeeks = settings.data?.defaultWeeks ?? LOCATION_DEFAULTS.defaultWeeks;
  const allowFlexible = settings.data?.allowFlexible ?? LOCATION_DEFAULTS.allowFlexible;

  return (
    <Page title={title}>
      {facultyName && (
        <Text c="dimmed" mt={-12}>
          {capitalize(terms.faculty)}: {facultyName}
        </Text>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('dashboard.sort.label')}
          data={EDUCATION_SORTS.map((value) => ({
            value,
            label: t(`dashboard.sort.${value}`, { educationYears: terms.educationYears }),
          }))}
          value={sort}
          onChange={(event) => setParam('sort', event.currentTarget.value)}
          w={280}
        />
        {mayCreate && (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            {t('dashboard.create.button', { education: terms.education })}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => value && setParam('tab', value)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((status) => (
            // Named by what it shows, "Actief 3" (WCAG 2.5.3 Label in Name): the space is text,
            // so every browser joins the two alike.
            <Tabs.Tab key={status} value={status}>
              {t(`educations.statuses.${status}`)}{' '}
              <Badge size="sm" variant="light" color="gray" ml={4}>
                {counts[status]}
              </Badge>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            {educations.isPending ? (
              <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')}>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} height={112} radius="md" />
                ))}
              </Stack>
            ) : educations.isError ? (
              <Alert color="red" variant="light" role="alert">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">
                    {t('dashboard.loadFailed', { educations: terms.educations })}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => void educations.refetch()}>
                    {t('app.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : shown.length === 0 ? (
              <Text c="dimmed">
                {t(`dashboard.empty.${status}`, { educations: terms.educations })}
              </Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {shown.map((education) => (
                  <EducationCard
                    key={education.id}
                    education={education}
                    selected={
                      highlight === education.id || selectedEducation === String(education.id)
                    }
                    formatDate={formatDate}
                    onOpen={() => open(education)}
                    onAction={(kind) => setDialog({ kind, education })}
                    onApprove={() => void runApprove(education)}
                    approving={approve.isPending && approve.variables === education.id}
                  />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <Suspense fallback={null}>
        {dialog?.kind === 'create' && (
          <EducationFormModal
            mode="create"
            initial={{
              name: '',
              type: null,
              years: 1,
              periods_per_year: 4,
              weeks_per_period: defaultWeeks,
              is_flexible: false,
            }}
            allowFlexible={allowFlexible}
            onClose={() => setDialog(null)}
            onSubmit={(values) =>
              create.mutateAsync({
                education_parent_id: Number(parent),
                name: values.name,
                type: values.type,
                years: Number(values.years),
                periods_per_year: Number(values.periods_per_year),
                weeks_per_period: Number(values.weeks_per_period),
                is_flexible: values.is_flexible,
              })
            }
            onSaved={(education) =>
              made(education, t('dashboard.create.done', { name: education.name }))
            }
          />
        )}
        {dialog?.kind === 'edit' && (
          <EducationFormModal
            mode="edit"
            initial={{
              name: dialog.education.name,
              type: dialog.education.type,
              years: dialog.education.years_count,
              periods_per_year: 1,
              weeks_per_period: 1,
              is_flexible: dialog.education.is_flexible,
            }}
            allowFlexible={allowFlexible}
            onClose={() => setDialog(null)}
            onSubmit={(values) =>
              update.mutateAsync({
                id: dialog.education.id,
                input: { name: values.name, type: values.type, is_flexible: values.is_flexible },
              })
            }
            onSaved={(education) =>
              notifications.show({
                color: 'green',
                message: t('dashboard.edit.done', { name: education.name }),
              })
            }
          />
        )}
        {dialog?.kind === 'duplicate' && (
          <DuplicateModal
            location={location}
            education={dialog.education}
            onClose={() => setDialog(null)}
            onSaved={(copy) => made(copy, t('dashboard.duplicate.done', { name: copy.name }))}
          />
        )}
        {dialog?.kind === 'move' && (
          <MoveModal
            location={location}
            faculty={faculty}
            education={dialog.education}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteEducationModal
            location={location}
            education={dialog.education}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </Page>
  );
}

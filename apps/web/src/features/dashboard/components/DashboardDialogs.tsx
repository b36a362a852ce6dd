import { notifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducation, TEducationSummary } from '@cp/contracts';
import { useUpdateEducation } from '@/lib/education-changes';
import { useCreateEducation } from '../api/create-education';
import type { TEducationAction } from './EducationCard';

// The refusals this screen explains itself (the server's reason, e.g. 403 `design_restricted`,
// or the action's own failure text) instead of the generic handling.
const UPDATE_HANDLED_STATUSES = [403, 404, 409, 422, 500, 502, 503, 504];

// The dialogs (and their form controls) load when one opens, not with the list.
const EducationFormModal = lazy(() =>
  import('./EducationFormModal').then((m) => ({ default: m.EducationFormModal })),
);
const DuplicateModal = lazy(() =>
  import('./DuplicateModal').then((m) => ({ default: m.DuplicateModal })),
);
const MoveModal = lazy(() => import('./MoveModal').then((m) => ({ default: m.MoveModal })));
const DeleteEducationModal = lazy(() =>
  import('./DeleteEducationModal').then((m) => ({ default: m.DeleteEducationModal })),
);

export type TDashboardDialog =
  { kind: 'create' } | { kind: TEducationAction; education: TEducationSummary } | null;

/** The dashboard's open dialog: a new education, or an action on one from its card. */
export function DashboardDialogs({
  dialog,
  location,
  faculty,
  parent,
  defaultWeeks,
  allowFlexible,
  onMade,
  onClose,
}: {
  dialog: TDashboardDialog;
  location: string;
  faculty: string;
  parent: string;
  /** The location's weeks per period for a new education, and whether it may be flexible. */
  defaultWeeks: number;
  allowFlexible: boolean;
  /** An education was created or duplicated, with the message that says so. */
  onMade: (education: TEducation, message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateEducation(location);
  const update = useUpdateEducation(location, UPDATE_HANDLED_STATUSES);

  return (
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
          onClose={onClose}
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
            onMade(education, t('dashboard.create.done', { name: education.name }))
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
          onClose={onClose}
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
          onClose={onClose}
          onSaved={(copy) => onMade(copy, t('dashboard.duplicate.done', { name: copy.name }))}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveModal
          location={location}
          faculty={faculty}
          education={dialog.education}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteEducationModal location={location} education={dialog.education} onClose={onClose} />
      )}
    </Suspense>
  );
}

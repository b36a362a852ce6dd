import { useTranslation } from 'react-i18next';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useCreateEducationParent } from '../api/create-education-parent';
import { useDeleteEducationParent } from '../api/delete-education-parent';
import { useDeleteFaculty } from '../api/delete-faculty';
import { useUpdateEducationParent } from '../api/update-education-parent';
import { useUpdateFaculty } from '../api/update-faculty';
import type { TAdminAction } from './FacultyAdminCard';
import { DeleteModal } from './DeleteModal';
import { NameModal } from './NameModal';

/** The dialog of the action chosen on /admin/faculties (rename, delete, new education parent). */
export function FacultyAdminDialogs({
  location,
  action,
  onClose,
}: {
  location: string;
  action: TAdminAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const facultyId = action.faculty.id;
  const updateFaculty = useUpdateFaculty(location);
  const deleteFaculty = useDeleteFaculty(location);
  const createParent = useCreateEducationParent(location, facultyId);
  const updateParent = useUpdateEducationParent(location, facultyId);
  const deleteParent = useDeleteEducationParent(location, facultyId);

  switch (action.kind) {
    case 'renameFaculty':
      return (
        <NameModal
          title={t('faculties.renameTitle')}
          submitLabel={t('faculties.save')}
          initialName={action.faculty.name}
          onClose={onClose}
          onSubmit={(name) => updateFaculty.mutateAsync({ id: action.faculty.id, input: { name } })}
          successMessage={(name) => t('faculties.renamed', { name })}
          failureMessage={t('faculties.renameFailed')}
        />
      );
    case 'deleteFaculty':
      return (
        <DeleteModal
          name={action.faculty.name}
          onClose={onClose}
          onConfirm={() => deleteFaculty.mutateAsync(action.faculty.id)}
          conflictMessage={t('faculties.notEmpty', {
            name: action.faculty.name,
            faculty: terms.faculty,
          })}
        />
      );
    case 'createParent':
      return (
        <NameModal
          title={`${t('faculties.addParent')} · ${action.faculty.name}`}
          submitLabel={t('faculties.create')}
          onClose={onClose}
          onSubmit={(name) => createParent.mutateAsync({ name })}
          successMessage={(name) => t('faculties.created', { name })}
          failureMessage={t('faculties.parentCreateFailed')}
        />
      );
    case 'renameParent':
      return (
        <NameModal
          title={`${t('faculties.renameTitle')} · ${capitalize(action.parent.name)}`}
          submitLabel={t('faculties.save')}
          initialName={action.parent.name}
          onClose={onClose}
          onSubmit={(name) => updateParent.mutateAsync({ id: action.parent.id, input: { name } })}
          successMessage={(name) => t('faculties.renamed', { name })}
          failureMessage={t('faculties.renameFailed')}
        />
      );
    case 'deleteParent':
      return (
        <DeleteModal
          name={action.parent.name}
          onClose={onClose}
          onConfirm={() => deleteParent.mutateAsync(action.parent.id)}
          conflictMessage={t('faculties.parentNotEmpty', {
            name: capitalize(action.parent.name),
            educations: terms.educations,
          })}
        />
      );
  }
}

import { Alert, MultiSelect, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLocationUser } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { useCurrentUser } from '@/lib/current-user';
import { useEducations } from '@/lib/education-queries';
import { useTerms } from '@/lib/use-terms';
import { canBeRestricted } from '../user-rules';
import { RoleChecks } from './RoleChecks';
import { useEditUserForm } from './use-edit-user-form';

/**
 * Names, roles and activation of one member, and for a designer the educations they may design
 * (docs/organisation.md "Users and invitations"; empty = all); closes on success with a toast.
 */
export function EditUserModal({
  locationId,
  user,
  onClose,
}: {
  locationId: number;
  user: TLocationUser;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const platformAdmin = useCurrentUser()?.is_platform_admin ?? false;
  // The name belongs to the account: with another location, only the platform admin changes it.
  const namesLocked = user.shared_account && !platformAdmin;
  const { form, rule } = useEditUserForm(locationId, user, onClose);
  const locked = {
    readOnly: namesLocked,
    variant: namesLocked ? 'filled' : 'default',
  } as const;

  return (
    <FormModal form={form} title={t('users.editTitle')} onClose={onClose} size="md" centered>
      {rule && (
        <Alert color="red" variant="light" role="alert">
          {rule}
        </Alert>
      )}
      <TextInput label={t('users.email')} value={user.email} readOnly />
      <TextInput
        label={t('users.firstName')}
        {...form.text('first_name')}
        required
        {...locked}
        description={namesLocked ? t('users.sharedAccountHint') : undefined}
        data-autofocus={namesLocked ? undefined : true}
      />
      <TextInput label={t('users.middleName')} {...form.text('middle_name')} {...locked} />
      <TextInput label={t('users.lastName')} {...form.text('last_name')} required {...locked} />
      <RoleChecks {...form.input('roles')} />
      {canBeRestricted(form.values.roles) && (
        <DesignOnlySelect
          locationId={locationId}
          stored={user.design_education_ids}
          {...form.input('design_education_ids')}
        />
      )}
      <Switch
        label={t('users.activated')}
        description={t('users.activatedHint')}
        {...form.checkbox('activated')}
      />
    </FormModal>
  );
}

/** The educations a designer may design: the stored ones until changed (null), empty for all. */
function DesignOnlySelect({
  locationId,
  stored,
  value,
  onChange,
  error,
}: {
  locationId: number;
  stored: number[];
  value: string[] | null;
  onChange: (ids: string[] | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const educations = useEducations(String(locationId), 'all', true);
  const known = new Set((educations.data ?? []).map((education) => String(education.id)));
  const shownIds = value ?? stored.map(String).filter((id) => known.has(id));
  return (
    <MultiSelect
      label={t('users.designOnly', { educations: terms.educations })}
      description={t('users.designOnlyHint', { educations: terms.educations })}
      placeholder={
        shownIds.length === 0
          ? t('users.designOnlyPlaceholder', { educations: terms.educations })
          : undefined
      }
      data={(educations.data ?? []).map((education) => ({
        value: String(education.id),
        label: education.name,
      }))}
      value={shownIds}
      onChange={onChange}
      searchable
      clearable
      disabled={!educations.data}
      error={
        error ??
        (educations.isError
          ? t('users.designOnlyLoadFailed', { educations: terms.educations })
          : undefined)
      }
    />
  );
}

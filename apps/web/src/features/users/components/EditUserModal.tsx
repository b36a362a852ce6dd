import { Alert, Button, Group, Modal, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import type { TLocationRole, TLocationUser } from '@cp/contracts';
import { fieldErrorsOf, schemaErrors } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useEducations } from '@/lib/education-queries';
import { useCurrentUser } from '@/lib/current-user';
import { useUpdateUser } from '../api/update-user';
import { canBeRestricted, ruleTextOf } from '../user-rules';
import { RoleChecks } from './RoleChecks';

type TErrors = Partial<Record<string, string>>;

/**
 * Names, roles and activation of one member, and for a designer the educations they may design
 * (SPEC §6; empty = all); closes on success with a toast.
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
  const terms = useTerms();
  const update = useUpdateUser(locationId);
  const platformAdmin = useCurrentUser()?.isPlatformAdmin ?? false;
  // The name belongs to the account: with another location, only the platform admin changes it.
  const namesLocked = user.shared_account && !platformAdmin;
  const [values, setValues] = useState({
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
    roles: user.roles as TLocationRole[],
    activated: user.activated,
  });
  const restrictable = canBeRestricted(values.roles);
  const educations = useEducations(String(locationId), 'all', restrictable);
  // null: untouched, so the save leaves the restriction as it is (also an archived education in
  // it, which the list below cannot show).
  const [designIds, setDesignIds] = useState<string[] | null>(null);
  const known = new Set((educations.data ?? []).map((education) => String(education.id)));
  const shownIds = designIds ?? user.design_education_ids.map(String).filter((id) => known.has(id));
  const [errors, setErrors] = useState<TErrors>({});
  const [rule, setRule] = useState<string | null>(null);
  const dirty = useChangedSinceOpened({ values, designIds });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: update.isPending,
    onClose,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      middle_name: values.middle_name.trim() || null,
      ...(restrictable && designIds !== null
        ? { design_education_ids: designIds.map(Number) }
        : {}),
    };
    // The server's own rule (names, at least one role), with its texts, before sending.
    const { ZUpdateUserRequestSchema } = await import('@/lib/schemas');
    const found = schemaErrors(ZUpdateUserRequestSchema, input, { terms });
    setErrors(found);
    setRule(null);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { userId: user.id, input },
      {
        onSuccess: () => {
          notifications.show({ message: t('users.updated'), color: 'teal' });
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error, { terms });
          setErrors(fields);
          setRule(ruleTextOf(error, { terms }));
          const invalid = Object.keys(fields).length > 0;
          notifications.show({
            message: t(invalid ? 'users.updateInvalid' : 'users.updateFailed'),
            color: 'red',
          });
        },
      },
    );
  };

  return (
    <>
      <Modal opened {...modalProps} title={t('users.editTitle')} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {rule && (
              <Alert color="red" variant="light" role="alert">
                {rule}
              </Alert>
            )}
            <TextInput label={t('users.email')} value={user.email} readOnly />
            <TextInput
              label={t('users.firstName')}
              value={values.first_name}
              onChange={(event) => setValues({ ...values, first_name: event.currentTarget.value })}
              error={errors.first_name}
              required
              readOnly={namesLocked}
              variant={namesLocked ? 'filled' : 'default'}
              description={namesLocked ? t('users.sharedAccountHint') : undefined}
              data-autofocus={namesLocked ? undefined : true}
            />
            <TextInput
              label={t('users.middleName')}
              value={values.middle_name}
              onChange={(event) => setValues({ ...values, middle_name: event.currentTarget.value })}
              error={errors.middle_name}
              readOnly={namesLocked}
              variant={namesLocked ? 'filled' : 'default'}
            />
            <TextInput
              label={t('users.lastName')}
              value={values.last_name}
              onChange={(event) => setValues({ ...values, last_name: event.currentTarget.value })}
              error={errors.last_name}
              required
              readOnly={namesLocked}
              variant={namesLocked ? 'filled' : 'default'}
            />
            <RoleChecks
              value={values.roles}
              onChange={(roles) => setValues({ ...values, roles })}
              error={errors.roles}
            />
            {restrictable && (
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
                onChange={setDesignIds}
                searchable
                clearable
                disabled={!educations.data}
                error={
                  errors.design_education_ids ??
                  (educations.isError
                    ? t('users.designOnlyLoadFailed', { educations: terms.educations })
                    : undefined)
                }
              />
            )}
            <Switch
              label={t('users.activated')}
              description={t('users.activatedHint')}
              checked={values.activated}
              onChange={(event) => setValues({ ...values, activated: event.currentTarget.checked })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={requestClose}>
                {t('users.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('users.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}

import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCATION_ROLES, type TLocationRole } from '@cp/contracts';

/** The roles a user holds at the location: several may be chosen, at least one is required. */
export function RoleChecks({
  value,
  onChange,
  error,
}: {
  value: TLocationRole[];
  onChange: (roles: TLocationRole[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('users.roles')}
      value={value}
      onChange={(roles) => onChange(LOCATION_ROLES.filter((role) => roles.includes(role)))}
      error={error}
      required
    >
      <Group gap="md" mt={6}>
        {LOCATION_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

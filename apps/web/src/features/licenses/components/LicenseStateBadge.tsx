import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLicenseState } from '@cp/contracts';

const COLOURS: Record<TLicenseState, string> = {
  current: 'green',
  future: 'blue',
  expired: 'gray',
};

export function LicenseStateBadge({ state }: { state: TLicenseState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[state]} variant="light" tt="none">
      {t(`licenses.states.${state}`)}
    </Badge>
  );
}

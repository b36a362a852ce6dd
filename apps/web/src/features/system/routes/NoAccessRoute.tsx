import { useTranslation } from 'react-i18next';
import { NextStep } from '@/components/NextStep';

export default function NoAccessRoute() {
  const { t } = useTranslation();
  return (
    <NextStep
      title={t('noAccess.title')}
      text={t('noAccess.text')}
      links={[
        { to: '/dashboard', label: t('noAccess.toDashboard') },
        { to: '/locaties', label: t('noAccess.toLocations') },
      ]}
    />
  );
}

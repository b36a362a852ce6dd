import { useTranslation } from 'react-i18next';
import { NextStep } from '@/components/NextStep';

export default function NoLicenseRoute() {
  const { t } = useTranslation();
  return (
    <NextStep
      title={t('noLicense.title')}
      text={t('noLicense.text')}
      links={[{ to: '/locaties', label: t('noLicense.toLocations') }]}
    />
  );
}

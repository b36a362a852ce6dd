import { useTranslation } from 'react-i18next';
import { InPreparation } from '@/components/InPreparation';

// Filled by a later issue; until then the screen says honestly that it is in preparation.
export default function ImportRoute() {
  const { t } = useTranslation();
  return <InPreparation title={t('pages.import')} />;
}

import { useTranslation } from 'react-i18next';
import { CatalogueScreen } from '../components/CatalogueScreen';
import { RequireLocation } from '../components/RequireLocation';

export default function AdminActivitiesRoute() {
  const { t } = useTranslation();
  return (
    <RequireLocation title={t('catalogues.activities.title')}>
      {(locationId) => <CatalogueScreen kind="activities" locationId={locationId} />}
    </RequireLocation>
  );
}

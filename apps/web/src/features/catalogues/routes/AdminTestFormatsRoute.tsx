import { useTranslation } from 'react-i18next';
import { CatalogueScreen } from '../components/CatalogueScreen';
import { RequireLocation } from '../components/RequireLocation';

export default function AdminTestFormatsRoute() {
  const { t } = useTranslation();
  return (
    <RequireLocation title={t('catalogues.testFormats.title')}>
      {(locationId) => <CatalogueScreen kind="testFormats" locationId={locationId} />}
    </RequireLocation>
  );
}

import { useTranslation } from 'react-i18next';
import { NoteTypesScreen } from '../components/NoteTypesScreen';
import { RequireLocation } from '../components/RequireLocation';

export default function AdminNoteTypesRoute() {
  const { t } = useTranslation();
  return (
    <RequireLocation title={t('noteTypes.title')}>
      {(locationId) => <NoteTypesScreen locationId={locationId} />}
    </RequireLocation>
  );
}

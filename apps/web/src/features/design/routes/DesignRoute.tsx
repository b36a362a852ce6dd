import { useTranslation } from 'react-i18next';
import { InPreparation } from '@/components/InPreparation';
import { useTerms } from '@/lib/use-terms';

// Filled by a later issue; until then the screen says honestly that it is in preparation, in the
// school's own words for the parts of a design (custom naming, SPEC §3).
export default function DesignRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <InPreparation
      title={t('pages.design')}
      note={t('design.inPreparation', {
        clusters: terms.clusters,
        competences: terms.competences,
        learningOutcomes: terms.learningOutcomes,
        learningGoals: terms.learningGoals,
      })}
    />
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkPicker } from '@/components/form/FormModal';
import { useTerms } from '@/lib/use-terms';
import { goalOptions, type TDetails } from './details-model';

/**
 * The learning goals a test or link covers, the planned cluster's own goals first. Spread
 * `form.input('goal_ids')` on it.
 */
export function CoveredGoalsPicker({
  details,
  ...field
}: {
  details: TDetails;
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { design, cluster } = details;
  // The goals the item covered when the form opened: a withdrawn one among them stays offered.
  const [kept] = useState(() => field.value.map(Number));
  const goals = useMemo(
    () => goalOptions(design, cluster?.goal_ids ?? [], t, terms, kept),
    [design, cluster?.goal_ids, t, terms, kept],
  );
  return (
    <LinkPicker
      label={t('planItems.coveredGoals', { learningGoals: terms.learningGoals })}
      data={goals}
      {...field}
    />
  );
}

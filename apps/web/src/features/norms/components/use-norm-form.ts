import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_MESSAGES, type TStudyLoadNormInput } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { sameValues } from '@/lib/same-values';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useCreateNorm } from '../api/norms-queries';
import { EMPTY_NORM, normScreenProblems, toNormInput } from '../norm-rules';

/**
 * The state of the new-norm form: checked with the contract's schema and the screen's own checks,
 * each text at its field. A date already taken for one of the types (409) is said above the
 * fields while the values are those refused; every failure also gets the failure toast.
 */
export function useNormForm(onClose: () => void) {
  const { t } = useTranslation();
  const terms = useTerms();
  const create = useCreateNorm();
  const [takenFor, setTakenFor] = useState<TStudyLoadNormInput | null>(null);
  const form = useSchemaForm({
    initial: EMPTY_NORM,
    schema: (schemas) => schemas.ZStudyLoadNormInputSchema,
    toInput: toNormInput,
    check: (_input, values) =>
      Object.fromEntries(
        Object.entries(normScreenProblems(values)).map(([field, problem]) => [
          field,
          problem === 'normInPast'
            ? messageText(ANALYSIS_MESSAGES.normInPast, { terms })
            : t(`norms.messages.${problem}`),
        ]),
      ),
    send: (input) => create.mutateAsync(input),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('norms.created') });
      onClose();
    },
    onRefused: (error, input) => {
      setTakenFor(error instanceof ApiError && error.status === 409 ? input : null);
      notifications.show({ color: 'red', message: t('norms.createFailed') });
    },
  });
  const taken = takenFor !== null && sameValues(takenFor, toNormInput(form.values));
  return { form, taken };
}

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENSE_MESSAGES, type TLicense, type TLicenseInput } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { sameValues } from '@/lib/same-values';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import {
  licenseFormValues,
  overlapsOtherLicense,
  toLicenseBody,
  type TLicenseBody,
} from './license-form-rules';

/**
 * The state of the license form (docs/forms.md): the contract's schema, the overlap with the
 * other licenses on screen, and what the form says at its top: the overlap (the screen's or the
 * server's), or that the server refused the data, until the values change.
 */
export function useLicenseForm({
  license,
  others,
  submit,
  onClose,
}: {
  license: TLicense | undefined;
  others: readonly TLicense[];
  submit: (input: TLicenseInput) => Promise<TLicense>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const overlapText = messageText(LICENSE_MESSAGES.overlap);
  // The body the server refused for its data; said at the top while the form still holds it.
  const [refused, setRefused] = useState<TLicenseBody | null>(null);
  const form = useSchemaForm({
    initial: () => licenseFormValues(license),
    schema: (schemas) => schemas.ZLicenseInputSchema,
    toInput: toLicenseBody,
    check: (input): Record<string, string> =>
      overlapsOtherLicense(input, others) ? { start_date: overlapText } : {},
    // The schema passed: level and type are chosen and the maximum is a number.
    send: (input) => submit(input as TLicenseInput),
    onSaved: () => {
      notifications.show({
        color: 'green',
        message: license ? t('licenses.updated') : t('licenses.created'),
      });
      onClose();
    },
    onRefused: (error, input) => {
      setRefused(Object.keys(fieldErrorsOf(error)).length > 0 ? input : null);
      notifications.show({
        color: 'red',
        message: license ? t('licenses.updateFailed') : t('licenses.createFailed'),
      });
    },
  });
  const overlap = form.error('start_date') === overlapText;
  const invalid = !overlap && refused !== null && sameValues(toLicenseBody(form.values), refused);
  return { form, overlap, overlapText, invalid };
}

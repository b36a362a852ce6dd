import { Alert, Group, Radio, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationType } from '@cp/contracts';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { useSubmitTrial } from '../api/submit-trial';
import { EMPTY_TRIAL, trialInputOf } from './trial-form-values';

/**
 * The public trial request (/registreer, docs/organisation.md "Import and trial requests"). The
 * contract's schema says what is missing at its field; a refusal by the server is said above the
 * fields until the next try: bad data (422), too many requests (429), or any other failure.
 */
export function TrialRequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const submitTrial = useSubmitTrial();
  // The status of the server's refusal; 0 for a failure without one (no answer).
  const [refused, setRefused] = useState<number | null>(null);
  const form = useSchemaForm({
    initial: EMPTY_TRIAL,
    schema: (schemas) => schemas.ZTrialRequestInputSchema,
    toInput: trialInputOf,
    send: (input) => {
      setRefused(null);
      // The schema passed: a type is chosen.
      return submitTrial.mutateAsync({ ...input, type: input.type as TLocationType });
    },
    onSaved: onSubmitted,
    onRefused: (error) => setRefused(error instanceof ApiError ? error.status : 0),
  });

  return (
    <PageForm form={form} submitLabel={t('trials.submit')} submitProps={{ fullWidth: true }}>
      {refused === 422 && (
        <Alert color="red" variant="light" role="alert">
          {t('trials.invalid')}
        </Alert>
      )}
      {refused === 429 && (
        <Alert color="yellow" variant="light" role="alert">
          {t('errors.tooManyRequests')}
        </Alert>
      )}
      {refused !== null && refused !== 422 && refused !== 429 && (
        <Alert color="red" variant="light" role="alert">
          {t('trials.failure')}
        </Alert>
      )}
      <TextInput label={t('trials.schoolName')} {...form.text('school_name')} required autoFocus />
      <TextInput
        label={t('trials.domain')}
        description={t('trials.domainHint')}
        placeholder="school.nl"
        {...form.text('domain')}
        required
      />
      <Radio.Group
        label={t('trials.type')}
        {...form.input('type')}
        onChange={(type) => form.set('type', type as TLocationType)}
        required
      >
        <Group mt={6}>
          <Radio value="vo" label={t('trials.typeVo')} />
          <Radio value="other" label={t('trials.typeOther')} />
        </Group>
      </Radio.Group>
      <Title order={2} size="h5" mt="xs">
        {t('trials.contact')}
      </Title>
      <Group grow align="flex-start">
        <TextInput
          label={t('trials.firstName')}
          autoComplete="given-name"
          {...form.text('first_name')}
          required
        />
        <TextInput
          label={t('trials.lastName')}
          autoComplete="family-name"
          {...form.text('last_name')}
          required
        />
      </Group>
      <TextInput
        label={t('trials.email')}
        type="email"
        autoComplete="email"
        {...form.text('email')}
        required
      />
      <Textarea
        label={t('trials.message')}
        autosize
        minRows={3}
        maxLength={2000}
        {...form.text('message')}
      />
    </PageForm>
  );
}

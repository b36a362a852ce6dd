import { Alert, Button, Radio, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useSubmitTrial } from '../api/submit-trial';
import { trialFormErrors, trialInputOf, type TTrialFormValues } from './trial-form-rules';

const EMPTY: TTrialFormValues = {
  school_name: '',
  domain: '',
  type: null,
  first_name: '',
  last_name: '',
  email: '',
  message: '',
};

/** The public trial request (SPEC §2 /registreer). */
export function TrialRequestForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const submitTrial = useSubmitTrial();
  const [values, setValues] = useState<TTrialFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof TTrialFormValues, string>>>({});

  const server = fieldErrorsOf(submitTrial.error);
  const errorFor = (field: keyof TTrialFormValues): string | undefined =>
    errors[field] ?? server[field];
  const set = (field: keyof TTrialFormValues) => (value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await trialFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.type === null) return;
    submitTrial.mutate({ ...trialInputOf(values), type: values.type }, { onSuccess: onSubmitted });
  };

  const status = submitTrial.error instanceof ApiError ? submitTrial.error.status : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {status === 422 && (
          <Alert color="red" variant="light" role="alert">
            {t('trials.invalid')}
          </Alert>
        )}
        {status === 429 && (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.tooManyRequests')}
          </Alert>
        )}
        {submitTrial.isError && status !== 422 && status !== 429 && (
          <Alert color="red" variant="light" role="alert">
            {t('trials.failure')}
          </Alert>
        )}
        <TextInput
          label={t('trials.schoolName')}
          value={values.school_name}
          onChange={(e) => set('school_name')(e.currentTarget.value)}
          error={errorFor('school_name')}
          required
          autoFocus
        />
        <TextInput
          label={t('trials.domain')}
          description={t('trials.domainHint')}
          placeholder="school.nl"
          value={values.domain}
          onChange={(e) => set('domain')(e.currentTarget.value)}
          error={errorFor('domain')}
          required
        />
        <Radio.Group
          label={t('trials.type')}
          value={values.type}
          onChange={set('type')}
          error={errorFor('type')}
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
            value={values.first_name}
            onChange={(e) => set('first_name')(e.currentTarget.value)}
            error={errorFor('first_name')}
            required
          />
          <TextInput
            label={t('trials.lastName')}
            autoComplete="family-name"
            value={values.last_name}
            onChange={(e) => set('last_name')(e.currentTarget.value)}
            error={errorFor('last_name')}
            required
          />
        </Group>
        <TextInput
          label={t('trials.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errorFor('email')}
          required
        />
        <Textarea
          label={t('trials.message')}
          autosize
          minRows={3}
          maxLength={2000}
          value={values.message}
          onChange={(e) => set('message')(e.currentTarget.value)}
        />
        <Button type="submit" loading={submitTrial.isPending} fullWidth mt="xs">
          {t('trials.submit')}
        </Button>
      </Stack>
    </form>
  );
}

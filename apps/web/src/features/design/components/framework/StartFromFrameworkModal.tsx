import { Alert, Button, Center, Loader, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/FormModal';
import { frameworkOptions, useFramework, useFrameworks } from '@/lib/framework-queries';
import { useTerms } from '@/lib/use-terms';
import { creditOf } from './framework-start';
import { FrameworkTreeFields } from './FrameworkTreeFields';
import { useStartFromFrameworkForm, type TStartForm } from './start-from-framework-form';

/** A load that failed, with a way to ask again. */
function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The framework: one of those the location may use, by title and code, with the credit it
 * carries (docs/frameworks.md, Attribution). Choosing another starts its choices over.
 */
function FrameworkField({ location, form }: { location: string; form: TStartForm }) {
  const { t } = useTranslation();
  const frameworks = useFrameworks(location);
  const options = useMemo(() => frameworkOptions(frameworks.data), [frameworks.data]);
  const { values, set, input } = form;
  if (frameworks.isError) {
    const retry = () => void frameworks.refetch();
    return <LoadFailed text={t('frameworks.startFrom.frameworksFailed')} onRetry={retry} />;
  }
  if (frameworks.data?.length === 0) return <Text>{t('frameworks.startFrom.noFrameworks')}</Text>;
  const chosen = frameworks.data?.find((framework) => String(framework.id) === values.framework_id);
  const credit = chosen ? creditOf(chosen) : null;
  return (
    <Stack gap={4}>
      <Select
        label={t('frameworks.startFrom.framework')}
        placeholder={
          frameworks.isPending ? t('app.loading') : t('frameworks.startFrom.frameworkPlaceholder')
        }
        data={options}
        {...input('framework_id')}
        onChange={(value) => {
          set('framework_id', value);
          set('mapping', {});
          set('scope', 'all');
          set('item_ids', []);
          set('school_exam_only', false);
        }}
        disabled={frameworks.isPending}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('app.nothingFound')}
        required
        data-autofocus
      />
      {credit !== null && (
        <Text size="xs" c="dimmed">
          {t('frameworks.startFrom.credit', { credit })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Vanuit een kader" (docs/frameworks.md "Starting a design"): takes a framework's items over as
 * competences, learning outcomes and goals after those of the design. The choices of its tree
 * show once the chosen framework has loaded; until then it cannot be sent.
 */
export function StartFromFrameworkModal({
  location,
  education,
  onClose,
}: {
  location: string;
  education: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const form = useStartFromFrameworkForm({ location, education }, onClose);
  const chosen = form.values.framework_id === null ? null : Number(form.values.framework_id);
  const detail = useFramework(location, chosen);
  const loading = chosen !== null && detail.data === undefined;
  return (
    <FormModal
      form={form}
      title={t('frameworks.startFrom.title')}
      onClose={onClose}
      submitLabel={t('frameworks.startFrom.submit')}
      submitProps={{ disabled: loading }}
    >
      <Text size="sm">
        {t('frameworks.startFrom.intro', {
          competences: terms.competences,
          outcomes: terms.learningOutcomes,
          goals: terms.learningGoals,
        })}
      </Text>
      <FrameworkField location={location} form={form} />
      {chosen === null ? null : detail.isError ? (
        <LoadFailed
          text={t('frameworks.startFrom.frameworkFailed')}
          onRetry={() => void detail.refetch()}
        />
      ) : detail.data === undefined ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      ) : (
        <FrameworkTreeFields items={detail.data.items} form={form} />
      )}
    </FormModal>
  );
}

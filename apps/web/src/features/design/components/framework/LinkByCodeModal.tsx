import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/FormModal';
import { useDesign } from '@/features/design/api/get-design';
import { frameworkOptions, useFramework, useFrameworks } from '@/lib/framework-queries';
import { useTerms } from '@/lib/use-terms';
import { creditOf } from './framework-start';
import { useLinkByCodeForm } from './link-by-code-form';

/**
 * "Koppelen op code" (docs/frameworks.md "Linking"): paste a goal's index and item codes per
 * line, as a team has them in its spreadsheet; the links are added, all lines or none.
 */
export function LinkByCodeModal({
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
  const design = useDesign(location, education);
  const form = useLinkByCodeForm({ location, education, design: design.data }, onClose);
  const frameworks = useFrameworks(location);
  const chosen = form.values.framework_id === null ? null : Number(form.values.framework_id);
  // Loaded for the check of every line (link-by-code-form.ts reads it from the cache).
  const detail = useFramework(location, chosen);
  const options = useMemo(() => frameworkOptions(frameworks.data), [frameworks.data]);
  const framework = frameworks.data?.find((entry) => entry.id === chosen);
  const credit = framework ? creditOf(framework) : null;
  const lines = form.text('lines');
  // Every wrong line is named, each on its own line.
  const problems = form.messages('lines');
  return (
    <FormModal
      form={form}
      title={t('frameworkLinks.byCode.title')}
      onClose={onClose}
      submitLabel={t('frameworkLinks.byCode.submit')}
      submitProps={{ disabled: chosen !== null && detail.data === undefined }}
    >
      <Text size="sm">
        {t('frameworkLinks.byCode.intro', { learningGoal: terms.learningGoal })}
      </Text>
      <Stack gap={4}>
        <Select
          label={t('frameworkLinks.byCode.framework')}
          placeholder={frameworks.isPending ? t('app.loading') : undefined}
          data={options}
          {...form.input('framework_id')}
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
      <Textarea
        label={t('frameworkLinks.byCode.lines')}
        placeholder={'1.1.1 A1/1, A2/2\n1.1.2 A3/3'}
        rows={8}
        required
        value={lines.value}
        onChange={lines.onChange}
        error={
          problems.length > 0
            ? problems.map((problem) => (
                <span key={problem} style={{ display: 'block' }}>
                  {problem}
                </span>
              ))
            : undefined
        }
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    </FormModal>
  );
}

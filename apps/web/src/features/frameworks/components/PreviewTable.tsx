import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFrameworkPreview } from '@cp/contracts';
import { PreviewChanges } from './PreviewChanges';
import { useFrameworkTexts } from './use-framework-texts';

export type TPreviewFramework = TFrameworkPreview['frameworks'][number];

/** Whether the framework is new or stored, and once chosen what the import changes in it. */
function LibraryState({ framework, picked }: { framework: TPreviewFramework; picked: boolean }) {
  const { t } = useTranslation();
  if (framework.stored === null) {
    return (
      <Badge variant="light" color="green" tt="none">
        {t('frameworks.preview.isNew')}
      </Badge>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color="gray" tt="none">
        {t('frameworks.preview.stored', { release: framework.stored.release })}
      </Badge>
      {picked && framework.changes && (
        <PreviewChanges changes={framework.changes} title={framework.title} />
      )}
    </Stack>
  );
}

function PreviewRow({
  framework,
  picked,
  onToggle,
}: {
  framework: TPreviewFramework;
  picked: boolean;
  onToggle: (key: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { kindCount } = useFrameworkTexts();
  const counts = Object.entries(framework.counts).map(([kind, count]) => kindCount(kind, count));
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          checked={picked}
          onChange={(event) => onToggle(framework.source_key, event.currentTarget.checked)}
          aria-label={t('frameworks.preview.choose', { title: framework.title })}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{framework.title}</Text>
        {framework.code !== '' && (
          <Text size="xs" c="dimmed">
            {framework.code}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{framework.levels.join(', ') || t('frameworks.none')}</Table.Td>
      <Table.Td>{counts.join(', ') || t('frameworks.none')}</Table.Td>
      <Table.Td>
        <LibraryState framework={framework} picked={picked} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The frameworks of the files that the filter shows, each with a checkbox. */
export function PreviewTable({
  frameworks,
  picked,
  onPick,
}: {
  frameworks: TPreviewFramework[];
  picked: readonly string[];
  onPick: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const shownKeys = frameworks.map((framework) => framework.source_key);
  const shownPicked = shownKeys.filter((key) => picked.includes(key)).length;
  const toggle = (key: string, on: boolean) =>
    onPick(on ? [...picked, key] : picked.filter((other) => other !== key));
  const toggleShown = (on: boolean) =>
    onPick(
      on
        ? [...picked, ...shownKeys.filter((key) => !picked.includes(key))]
        : picked.filter((key) => !shownKeys.includes(key)),
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label={t('frameworks.preview.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                checked={shownKeys.length > 0 && shownPicked === shownKeys.length}
                indeterminate={shownPicked > 0 && shownPicked < shownKeys.length}
                disabled={shownKeys.length === 0}
                onChange={(event) => toggleShown(event.currentTarget.checked)}
                aria-label={t('frameworks.preview.chooseShown')}
              />
            </Table.Th>
            <Table.Th>{t('frameworks.preview.framework')}</Table.Th>
            <Table.Th>{t('frameworks.preview.levels')}</Table.Th>
            <Table.Th>{t('frameworks.preview.contents')}</Table.Th>
            <Table.Th>{t('frameworks.preview.library')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {frameworks.map((framework) => (
            <PreviewRow
              key={framework.source_key}
              framework={framework}
              picked={picked.includes(framework.source_key)}
              onToggle={toggle}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

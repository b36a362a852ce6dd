import { Alert, Anchor, Badge, Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFramework } from '@cp/contracts';
import { dateLocale } from '@/lib/date-locale';
import { useNumberFormat } from '@/lib/number-format';
import { useFrameworks } from '@/lib/framework-queries';

/** The date a framework was imported, without the time ("25 nov 2026"). */
function useImportDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

/**
 * The credit a framework carries wherever it is shown (docs/frameworks.md, Attribution):
 * "SLO, opendata.slo.nl" with its licence, linked to the source where there is one.
 */
function Attribution({ framework }: { framework: TFramework }) {
  const { t } = useTranslation();
  if (framework.attribution === '' && framework.licence === '') return t('frameworks.none');
  const credit =
    framework.source_url && framework.attribution !== '' ? (
      <Anchor href={framework.source_url} target="_blank" rel="noreferrer" size="sm">
        {framework.attribution}
      </Anchor>
    ) : (
      framework.attribution
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{credit}</Text>
      {framework.licence !== '' && (
        <Text size="xs" c="dimmed">
          {t('frameworks.library.licence', { licence: framework.licence })}
        </Text>
      )}
    </Stack>
  );
}

function LibraryTable({ frameworks }: { frameworks: TFramework[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const importDate = useImportDate();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={t('frameworks.library.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('frameworks.library.name')}</Table.Th>
            <Table.Th>{t('frameworks.library.code')}</Table.Th>
            <Table.Th>{t('frameworks.library.origin')}</Table.Th>
            <Table.Th>{t('frameworks.library.levels')}</Table.Th>
            <Table.Th ta="right">{t('frameworks.library.items')}</Table.Th>
            <Table.Th>{t('frameworks.library.release')}</Table.Th>
            <Table.Th>{t('frameworks.library.importedAt')}</Table.Th>
            <Table.Th>{t('frameworks.library.attribution')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {frameworks.map((framework) => (
            <Table.Tr key={framework.id}>
              <Table.Td>{framework.title}</Table.Td>
              <Table.Td>{framework.code || t('frameworks.none')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={framework.national ? 'blue' : 'gray'} tt="none">
                  {t(framework.national ? 'frameworks.library.national' : 'frameworks.library.own')}
                </Badge>
              </Table.Td>
              <Table.Td>{framework.levels.join(', ') || t('frameworks.none')}</Table.Td>
              <Table.Td ta="right">{format(framework.items)}</Table.Td>
              <Table.Td>{framework.release}</Table.Td>
              <Table.Td>{importDate(framework.imported_at)}</Table.Td>
              <Table.Td>
                <Attribution framework={framework} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The frameworks the location may use: the national ones and its own (docs/frameworks.md). */
export function FrameworkLibrary({ location }: { location: string }) {
  const { t } = useTranslation();
  const frameworks = useFrameworks(location);
  return (
    <Stack gap="sm" component="section" aria-labelledby="frameworks-library">
      <Title order={2} size="h3" id="frameworks-library">
        {t('frameworks.library.title')}
      </Title>
      {frameworks.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      ) : frameworks.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('frameworks.library.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void frameworks.refetch()}>
              {t('app.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : frameworks.data.length === 0 ? (
        <Text maw={760}>{t('frameworks.library.empty')}</Text>
      ) : (
        <LibraryTable frameworks={frameworks.data} />
      )}
    </Stack>
  );
}

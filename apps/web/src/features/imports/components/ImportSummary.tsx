import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TImportRowResult, TImportSummary } from '@cp/contracts';

function RowTable({ rows, label }: { rows: TImportRowResult[]; label: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('imports.none')}</Text>;
  return (
    <Table aria-label={label} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t('imports.row')}</Table.Th>
          <Table.Th>{t('imports.email')}</Table.Th>
          <Table.Th>{t('imports.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.row}-${row.reason}`}>
            <Table.Td>{row.row}</Table.Td>
            <Table.Td>{row.email}</Table.Td>
            <Table.Td>{t(`imports.reasons.${row.reason}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The three lists of an import, each with its count (/importeren, docs/organisation.md "Import and
 * trial requests").
 */
export function ImportSummary({ summary }: { summary: TImportSummary }) {
  const { t } = useTranslation();
  const invitedLabel = t('imports.invited', { count: summary.invited.length });
  const skippedLabel = t('imports.skipped', { count: summary.skipped.length });
  const failedLabel = t('imports.failed', { count: summary.failed.length });
  return (
    <Stack gap="lg" aria-live="polite">
      <Title order={2} size="h3">
        {t('imports.resultTitle')}
      </Title>
      <section aria-label={invitedLabel}>
        <Title order={3} size="h4" mb="xs">
          {invitedLabel}
        </Title>
        {summary.invited.length === 0 ? (
          <Text c="dimmed">{t('imports.none')}</Text>
        ) : (
          <Table aria-label={invitedLabel} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t('imports.row')}</Table.Th>
                <Table.Th>{t('imports.email')}</Table.Th>
                <Table.Th>{t('imports.roles')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.invited.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.roles.map((role) => (
                        <Badge key={role} variant="light">
                          {t(`roles.${role}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
      <section aria-label={skippedLabel}>
        <Title order={3} size="h4" mb="xs">
          {skippedLabel}
        </Title>
        <RowTable rows={summary.skipped} label={skippedLabel} />
      </section>
      <section aria-label={failedLabel}>
        <Title order={3} size="h4" mb="xs">
          {failedLabel}
        </Title>
        <RowTable rows={summary.failed} label={failedLabel} />
      </section>
    </Stack>
  );
}

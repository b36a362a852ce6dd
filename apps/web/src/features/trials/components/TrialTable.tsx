import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTrialRequest, TTrialStatus } from '@cp/contracts';
import type { TDecision } from './DecideTrialModal';

const STATUS: Record<TTrialStatus, { key: `trials.status${string}`; color: string }> = {
  pending: { key: 'trials.statusPending', color: 'blue' },
  approved: { key: 'trials.statusApproved', color: 'green' },
  rejected: { key: 'trials.statusRejected', color: 'gray' },
};

export function TrialTable({
  trials,
  onDecide,
}: {
  trials: TTrialRequest[];
  onDecide: (decision: TDecision) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
  });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={t('trials.adminTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('trials.school')}</Table.Th>
            <Table.Th>{t('trials.contact')}</Table.Th>
            <Table.Th>{t('trials.requestedAt')}</Table.Th>
            <Table.Th>{t('trials.status')}</Table.Th>
            <Table.Th>{t('trials.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trials.map((trial) => (
            <Table.Tr key={trial.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600}>{trial.school_name}</Text>
                  <Text size="sm" c="dimmed">
                    {trial.domain} ·{' '}
                    {trial.type === 'vo' ? t('trials.typeVo') : t('trials.typeOther')}
                  </Text>
                  {trial.message && (
                    <Text size="sm" maw={360} style={{ whiteSpace: 'pre-wrap' }}>
                      {trial.message}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text>
                    {trial.first_name} {trial.last_name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {trial.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{date.format(new Date(trial.created_at))}</Table.Td>
              <Table.Td>
                <Badge color={STATUS[trial.status].color} variant="light">
                  {t(STATUS[trial.status].key as 'trials.statusPending')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {trial.status === 'pending' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => onDecide({ trial, action: 'approve' })}
                      aria-label={`${t('trials.approve')}: ${trial.school_name}`}
                    >
                      {t('trials.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onDecide({ trial, action: 'reject' })}
                      aria-label={`${t('trials.reject')}: ${trial.school_name}`}
                    >
                      {t('trials.reject')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

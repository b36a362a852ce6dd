import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStudyLoadNorm } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import type { TNormState } from '../norm-rules';
import { useNormFormat } from './use-norm-format';

const STATE_COLOURS: Record<TNormState, string> = {
  future: 'blue',
  in_effect: 'green',
  replaced: 'gray',
};

/** The norms with their law and date; a norm not yet in effect can be removed. */
export function NormTable({
  norms,
  states,
  onRemove,
}: {
  norms: TStudyLoadNorm[];
  states: Map<number, TNormState>;
  onRemove: (norm: TStudyLoadNorm) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useNormFormat();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('norms.educationTypes', { education: terms.education })}</Table.Th>
            <Table.Th>{t('norms.unit')}</Table.Th>
            <Table.Th ta="right">{t('norms.perYearMin')}</Table.Th>
            <Table.Th ta="right">{t('norms.perYearMax')}</Table.Th>
            <Table.Th ta="right">{t('norms.hoursPerCredit', { credit: terms.credit })}</Table.Th>
            <Table.Th>{t('norms.law')}</Table.Th>
            <Table.Th>{t('norms.effectiveFrom')}</Table.Th>
            <Table.Th>{t('norms.state')}</Table.Th>
            <Table.Th ta="right">{t('norms.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {norms.map((norm) => {
            const state = states.get(norm.id) ?? 'replaced';
            const date = format.date(norm.effective_from);
            return (
              <Table.Tr key={norm.id}>
                <Table.Td maw={260}>
                  <Text size="sm">{norm.education_types.map(format.type).join(', ')}</Text>
                </Table.Td>
                <Table.Td>{format.unit(norm.unit)}</Table.Td>
                <Table.Td ta="right">{format.amount(norm.per_year_min)}</Table.Td>
                <Table.Td ta="right">{format.amount(norm.per_year_max)}</Table.Td>
                <Table.Td ta="right">{format.amount(norm.hours_per_ects)}</Table.Td>
                <Table.Td miw={220} maw={360}>
                  <Text size="sm">{norm.law}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* Never cut off: the cell takes the badge's width. */}
                  <Badge color={STATE_COLOURS[state]} variant="light" tt="none" miw="max-content">
                    {t(`norms.states.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {state === 'future' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('norms.removeLabel', { date })}
                      onClick={() => onRemove(norm)}
                    >
                      {t('norms.remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

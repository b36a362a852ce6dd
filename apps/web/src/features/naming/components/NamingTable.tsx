import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMING_TERM_KEYS, type TCustomTranslations, type TNamingTerm } from '@cp/contracts';
import { OwnNames, pairText } from './OwnNames';

/**
 * Per term its default, the own names of the location, of the selected parent and of the chosen
 * education (columns only for the levels there are), the name in effect, and its edit button.
 */
export function NamingTable({
  terms,
  labelOf,
  showParent,
  educationWord,
  onEdit,
}: {
  terms: TCustomTranslations['terms'];
  labelOf: (term: TNamingTerm) => string;
  showParent: boolean;
  /** The education column's heading; null without a chosen education. */
  educationWord: string | null;
  onEdit: (term: TNamingTerm) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('naming.term')}</Table.Th>
            <Table.Th>{t('naming.default')}</Table.Th>
            <Table.Th>{t('naming.location')}</Table.Th>
            {showParent && <Table.Th>{t('naming.parent')}</Table.Th>}
            {educationWord !== null && <Table.Th>{educationWord}</Table.Th>}
            <Table.Th>{t('naming.inEffect')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NAMING_TERM_KEYS.map((term) => {
            const entry = terms[term];
            return (
              <Table.Tr key={term}>
                <Table.Th scope="row" fw={600}>
                  {labelOf(term)}
                </Table.Th>
                <Table.Td>{pairText(entry.default)}</Table.Td>
                <Table.Td>
                  <OwnNames own={entry.forms.location} />
                </Table.Td>
                {showParent && (
                  <Table.Td>
                    <OwnNames own={entry.forms.education_parent} />
                  </Table.Td>
                )}
                {educationWord !== null && (
                  <Table.Td>
                    <OwnNames own={entry.forms.education} />
                  </Table.Td>
                )}
                <Table.Td fw={500}>{pairText(entry)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('naming.editLabel', { term: labelOf(term) })}
                    onClick={() => onEdit(term)}
                  >
                    {t('naming.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

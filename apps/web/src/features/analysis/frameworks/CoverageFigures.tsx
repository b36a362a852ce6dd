import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  coverageFigures,
  FRAMEWORK_COVERAGE_MEASURES,
  hasSchoolExamItems,
  type TFrameworkCoverage,
} from '@cp/contracts';
import { useCoverageFormat } from './coverage-format';

/**
 * Covered, taught and tested as a share of the counted items (the totals of the server), and the
 * same for the school-exam items when the framework marks any: a small table, so every figure has
 * its row and column name for a screen reader.
 */
export function CoverageFigures({ coverage }: { coverage: TFrameworkCoverage }) {
  const { t } = useTranslation();
  const format = useCoverageFormat();
  const all = coverageFigures(coverage.totals);
  const schoolExam = hasSchoolExamItems(coverage)
    ? coverageFigures(coverage.school_exam_totals)
    : null;
  return (
    <Table withTableBorder w="auto" aria-label={t('frameworkCoverage.figures.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Td />
          <Table.Th scope="col">{t('frameworkCoverage.scopes.all')}</Table.Th>
          {schoolExam && (
            <Table.Th scope="col">{t('frameworkCoverage.scopes.schoolExam')}</Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {FRAMEWORK_COVERAGE_MEASURES.map((measure, index) => (
          <Table.Tr key={measure}>
            <Table.Th scope="row">{t(`frameworkCoverage.measures.${measure}`)}</Table.Th>
            <Table.Td data-measure={measure}>{format.figure(all[index]!)}</Table.Td>
            {schoolExam && <Table.Td>{format.figure(schoolExam[index]!)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

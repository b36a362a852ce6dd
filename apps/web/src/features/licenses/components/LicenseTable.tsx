import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLicense } from '@cp/contracts';
import { LicenseStateBadge } from './LicenseStateBadge';
import { useLicenseLabels } from './use-license-labels';

/** The licenses of a location with their states; `actions` adds a column (platform admin). */
export function LicenseTable({
  licenses,
  actions,
}: {
  licenses: TLicense[];
  actions?: (license: TLicense) => ReactNode;
}) {
  const { t } = useTranslation();
  const labels = useLicenseLabels();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('licenses.period')}</Table.Th>
            <Table.Th>{t('licenses.state')}</Table.Th>
            <Table.Th>{t('licenses.level')}</Table.Th>
            <Table.Th>{t('licenses.type')}</Table.Th>
            <Table.Th ta="right">{labels.maxEducations}</Table.Th>
            {actions && <Table.Th ta="right">{t('licenses.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {licenses.map((license) => (
            <Table.Tr key={license.id}>
              <Table.Td>{labels.period(license)}</Table.Td>
              <Table.Td>
                <LicenseStateBadge state={license.state} />
              </Table.Td>
              <Table.Td>{labels.level(license.level)}</Table.Td>
              <Table.Td>{labels.type(license.type)}</Table.Td>
              <Table.Td ta="right">{license.max_educations}</Table.Td>
              {actions && <Table.Td ta="right">{actions(license)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

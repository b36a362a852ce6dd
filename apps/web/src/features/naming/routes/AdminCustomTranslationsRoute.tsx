import { Alert, Button, Center, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMING_TERM_KEYS, type TNamePair, type TNamingTerm } from '@cp/contracts';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { capitalize, customTranslationsQueryOptions, type TNamingScope } from '@/lib/use-terms';
import { useEducationParent } from '../api/get-education-parent';
import { CustomNameModal } from '../components/CustomNameModal';

const show = (pair: TNamePair | null) => (pair ? `${pair.singular} / ${pair.plural}` : null);

/**
 * /admin/custom-translations: the 16 terms (SPEC §3) with their default, the location's own name
 * and, when an education parent is selected, that parent's own name. Admins edit either level.
 */
export default function AdminCustomTranslationsRoute() {
  const { t, i18n } = useTranslation();
  const context = useAppContext();
  const parent = useEducationParent(context.location, context.faculty, context.educationParent);
  // The parent level exists only while the selected parent is really there.
  const parentName = parent.data?.name ?? null;
  const scope: TNamingScope = {
    location: context.location,
    faculty: parentName ? context.faculty : null,
    educationParent: parentName ? context.educationParent : null,
  };
  const names = useQuery(customTranslationsQueryOptions(scope, i18n.language));
  const [level, setLevel] = useState<'location' | 'education_parent'>('location');
  const [editing, setEditing] = useState<TNamingTerm | null>(null);

  const title = t('pages.adminCustomTranslations');
  if (!context.location) {
    return (
      <Page title={title}>
        <Text>{t('naming.noLocation')}</Text>
      </Page>
    );
  }
  if (names.isPending || (context.educationParent && parent.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!names.data) {
    return (
      <Page title={title}>
        <Alert color="red" variant="light">
          {t('naming.loadFailed')}
        </Alert>
      </Page>
    );
  }

  const terms = names.data.terms;
  const editLevel = parentName ? level : 'location';
  const editScope: TNamingScope =
    editLevel === 'location' ? { ...scope, faculty: null, educationParent: null } : scope;
  const labelOf = (term: TNamingTerm) => capitalize(terms[term].default.singular);
  const notSet = (
    <Text span c="dimmed" size="sm">
      {t('naming.notSet')}
    </Text>
  );

  return (
    <Page title={title}>
      <Text maw={720} c="dimmed">
        {t('naming.intro')}
      </Text>
      {parentName && (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="naming-level">
            {t('naming.level')}
          </Text>
          <SegmentedControl
            aria-labelledby="naming-level"
            w="fit-content"
            value={level}
            onChange={(value) => setLevel(value === 'education_parent' ? value : 'location')}
            data={[
              { value: 'location', label: t('naming.levelLocation') },
              {
                value: 'education_parent',
                label: t('naming.levelParent', { name: parentName }),
              },
            ]}
          />
        </Stack>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('naming.term')}</Table.Th>
              <Table.Th>{t('naming.default')}</Table.Th>
              <Table.Th>{t('naming.location')}</Table.Th>
              {parentName && <Table.Th>{t('naming.parent')}</Table.Th>}
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
                  <Table.Td>{show(entry.default)}</Table.Td>
                  <Table.Td>{show(entry.location) ?? notSet}</Table.Td>
                  {parentName && <Table.Td>{show(entry.education_parent) ?? notSet}</Table.Td>}
                  <Table.Td fw={500}>{show(entry)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('naming.editLabel', { term: labelOf(term) })}
                      onClick={() => setEditing(term)}
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
      {editing && (
        <CustomNameModal
          key={`${editing}-${editLevel}`}
          term={editing}
          label={labelOf(editing)}
          scope={editScope}
          levelText={
            editLevel === 'location'
              ? t('naming.editLevelLocation')
              : t('naming.editLevelParent', { name: parentName })
          }
          initial={
            (editLevel === 'location'
              ? terms[editing].location
              : terms[editing].education_parent) ?? {
              singular: terms[editing].singular,
              plural: terms[editing].plural,
            }
          }
          overridden={
            (editLevel === 'location'
              ? terms[editing].location
              : terms[editing].education_parent) !== null
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}

import {
  Alert,
  Button,
  Center,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NAMING_TERM_KEYS,
  resolveNames,
  type TCustomTranslation,
  type TNamePair,
  type TNamingTerm,
} from '@cp/contracts';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import {
  capitalize,
  customTranslationsQueryOptions,
  ownNamesOf,
  useTerms,
  type TNamingScope,
  type TOwnLevel,
} from '@/lib/use-terms';
import { useEducationParent } from '@/lib/education-parent-queries';
import { useEducations } from '@/lib/education-queries';
import { CustomNameModal } from '../components/CustomNameModal';

const show = (pair: TNamePair | null) => (pair ? `${pair.singular} / ${pair.plural}` : null);

/** The levels above a level, whose names apply where it has none. */
const LEVELS_ABOVE: Record<TOwnLevel, TOwnLevel[]> = {
  location: [],
  education_parent: ['location'],
  education: ['location', 'education_parent'],
};

type TLevel = 'location' | 'education_parent' | 'education';
const isLevel = (value: string | null): value is TLevel =>
  value === 'location' || value === 'education_parent' || value === 'education';

/**
 * /admin/custom-translations: the 16 terms (SPEC §3) with their default, the location's own name,
 * when an education parent is selected that parent's own name, and when one of its educations is
 * chosen that education's own name. Admins edit any of these levels.
 */
export default function AdminCustomTranslationsRoute() {
  const { t, i18n } = useTranslation();
  const words = useTerms();
  const context = useAppContext();
  const parent = useEducationParent(context.location, context.faculty, context.educationParent);
  // The parent level exists only while the selected parent is really there.
  const parentName = parent.data?.name ?? null;
  const educations = useEducations(context.location, parentName ? context.educationParent : null);
  // undefined: not chosen here yet, so the education of the context (if it is this parent's).
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const wanted = picked === undefined ? context.education : picked;
  const education = educations.data?.find((item) => String(item.id) === wanted) ?? null;
  const scope: TNamingScope = {
    location: context.location,
    faculty: parentName ? context.faculty : null,
    educationParent: parentName ? context.educationParent : null,
    education: education ? String(education.id) : null,
  };
  const names = useQuery(customTranslationsQueryOptions(scope, i18n.language));
  const [level, setLevel] = useState<TLevel>('location');
  const [editing, setEditing] = useState<TNamingTerm | null>(null);
  const educationWord = capitalize(words.education);

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
  // A level that is no longer offered (parent or education gone) falls back to the next one up.
  const editLevel: TLevel =
    level === 'education' && education
      ? 'education'
      : level !== 'location' && parentName
        ? 'education_parent'
        : 'location';
  const editScope: TNamingScope =
    editLevel === 'location'
      ? { ...scope, faculty: null, educationParent: null, education: null }
      : editLevel === 'education_parent'
        ? { ...scope, education: null }
        : scope;
  const ownOf = (term: TNamingTerm) => terms[term].forms[editLevel];
  // What applies at the edited level without its own name, per language (the form's start and
  // its English hint).
  const above = ownNamesOf(names.data, LEVELS_ABOVE[editLevel]);
  const fallbackOf = (term: TNamingTerm, language: 'nl' | 'en'): TNamePair => {
    const { singular, plural } = resolveNames({ language, ...above })[term];
    return { singular, plural };
  };
  const levelText =
    editLevel === 'location'
      ? t('naming.editLevelLocation')
      : editLevel === 'education_parent'
        ? t('naming.editLevelParent', { name: parentName })
        : t('naming.editLevelEducation', { education: words.education, name: education?.name });
  const labelOf = (term: TNamingTerm) => capitalize(terms[term].default.singular);
  const notSet = (
    <Text span c="dimmed" size="sm">
      {t('naming.notSet')}
    </Text>
  );
  /** A level's own name in both languages, each marked with its language. */
  const forms = (own: TCustomTranslation['forms'][TOwnLevel]) =>
    own.nl || own.en ? (
      <Stack gap={2}>
        {(['nl', 'en'] as const).map((language) =>
          own[language] ? (
            <Text key={language} span size="sm">
              <Text span size="xs" fw={700}>
                {t(language === 'nl' ? 'naming.dutchShort' : 'naming.englishShort')}
              </Text>{' '}
              {show(own[language])}
            </Text>
          ) : null,
        )}
      </Stack>
    ) : (
      notSet
    );

  return (
    <Page title={title}>
      <Text maw={720} c="dimmed">
        {t('naming.intro')}
      </Text>
      {parentName && educations.data && educations.data.length > 0 && (
        <Select
          label={t('naming.chooseEducation', { education: words.education })}
          description={t('naming.chooseEducationHint', {
            education: words.education,
            name: parentName,
          })}
          placeholder={t('naming.noEducation', { education: words.education })}
          maw={420}
          clearable
          searchable
          data={educations.data.map((item) => ({ value: String(item.id), label: item.name }))}
          value={education ? String(education.id) : null}
          onChange={(value) => {
            setPicked(value);
            if (!value && level === 'education') setLevel('education_parent');
          }}
        />
      )}
      {parentName && (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="naming-level">
            {t('naming.level')}
          </Text>
          <SegmentedControl
            aria-labelledby="naming-level"
            w="fit-content"
            value={editLevel}
            onChange={(value) => setLevel(isLevel(value) ? value : 'location')}
            data={[
              { value: 'location', label: t('naming.levelLocation') },
              {
                value: 'education_parent',
                label: t('naming.levelParent', { name: parentName }),
              },
              ...(education
                ? [
                    {
                      value: 'education',
                      label: t('naming.levelEducation', {
                        education: educationWord,
                        name: education.name,
                      }),
                    },
                  ]
                : []),
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
              {education && <Table.Th>{educationWord}</Table.Th>}
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
                  <Table.Td>{forms(entry.forms.location)}</Table.Td>
                  {parentName && <Table.Td>{forms(entry.forms.education_parent)}</Table.Td>}
                  {education && <Table.Td>{forms(entry.forms.education)}</Table.Td>}
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
          levelText={levelText}
          initial={{
            // Without an own Dutch name the form starts from the Dutch name that applies now.
            nlSingular: (ownOf(editing).nl ?? fallbackOf(editing, 'nl')).singular,
            nlPlural: (ownOf(editing).nl ?? fallbackOf(editing, 'nl')).plural,
            // English stays empty unless this level has its own: empty means "none here".
            enSingular: ownOf(editing).en?.singular ?? '',
            enPlural: ownOf(editing).en?.plural ?? '',
          }}
          englishFallback={fallbackOf(editing, 'en')}
          overridden={ownOf(editing).nl !== null || ownOf(editing).en !== null}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}

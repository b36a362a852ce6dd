import { Alert, Center, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNamingTerm } from '@cp/contracts';
import { Page } from '@/components/Page';
import { capitalize, useTerms } from '@/lib/use-terms';
import { CustomNameModal } from '../components/CustomNameModal';
import { NamingLevelPicker } from '../components/NamingLevelPicker';
import { NamingTable } from '../components/NamingTable';
import { useNamingScope } from '../components/use-naming-scope';
import { editLevelOf, editScopeOf, fallbackNamesOf, type TLevel } from '../naming-levels';

/**
 * /admin/custom-translations: the 16 terms (docs/organisation.md "Custom naming") with their
 * default, the location's own name, when an education parent is selected that parent's own name,
 * and when one of its educations is chosen that education's own name. Admins edit any of these
 * levels.
 */
export default function AdminCustomTranslationsRoute() {
  const { t } = useTranslation();
  const words = useTerms();
  const { context, parentPending, parentName, educations, education, setPicked, scope, names } =
    useNamingScope();
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
  if (names.isPending || (context.educationParent && parentPending)) {
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
  const editLevel = editLevelOf(level, education !== null, parentName !== null);
  const editScope = editScopeOf(editLevel, scope);
  const ownOf = (term: TNamingTerm) => terms[term].forms[editLevel];
  const fallbackOf = fallbackNamesOf(names.data, editLevel);
  const levelText =
    editLevel === 'location'
      ? t('naming.editLevelLocation')
      : editLevel === 'education_parent'
        ? t('naming.editLevelParent', { name: parentName })
        : t('naming.editLevelEducation', { education: words.education, name: education?.name });
  const labelOf = (term: TNamingTerm) => capitalize(terms[term].default.singular);

  return (
    <Page title={title}>
      <Text maw={720} c="dimmed">
        {t('naming.intro')}
      </Text>
      {parentName && (
        <NamingLevelPicker
          parentName={parentName}
          educations={educations}
          education={education}
          editLevel={editLevel}
          onEducation={(value) => {
            setPicked(value);
            if (!value && level === 'education') setLevel('education_parent');
          }}
          onLevel={setLevel}
        />
      )}
      <NamingTable
        terms={terms}
        labelOf={labelOf}
        showParent={parentName !== null}
        educationWord={education ? educationWord : null}
        onEdit={setEditing}
      />
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

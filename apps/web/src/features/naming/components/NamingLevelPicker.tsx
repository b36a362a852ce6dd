import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capitalize, useTerms } from '@/lib/use-terms';
import { isLevel, type TLevel } from '../naming-levels';

type TEducation = { id: number; name: string };

/**
 * With an education parent selected: which of its educations to show, and at which level
 * (location, parent, education) names are edited.
 */
export function NamingLevelPicker({
  parentName,
  educations,
  education,
  editLevel,
  onEducation,
  onLevel,
}: {
  parentName: string;
  educations: TEducation[] | undefined;
  education: TEducation | null;
  editLevel: TLevel;
  onEducation: (value: string | null) => void;
  onLevel: (level: TLevel) => void;
}) {
  const { t } = useTranslation();
  const words = useTerms();
  return (
    <>
      {educations && educations.length > 0 && (
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
          data={educations.map((item) => ({ value: String(item.id), label: item.name }))}
          value={education ? String(education.id) : null}
          onChange={onEducation}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={600} id="naming-level">
          {t('naming.level')}
        </Text>
        <SegmentedControl
          aria-labelledby="naming-level"
          w="fit-content"
          value={editLevel}
          onChange={(value) => onLevel(isLevel(value) ? value : 'location')}
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
                      education: capitalize(words.education),
                      name: education.name,
                    }),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
    </>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTerms } from '@/lib/use-terms';

/** Without an education parent there is nothing to list: say so and offer the way to choose. */
export function ChooseParent({
  hasFaculty,
  gone = false,
}: {
  hasFaculty: boolean;
  gone?: boolean;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        {t(gone ? 'dashboard.parentGone' : 'dashboard.noParent', {
          educations: terms.educations,
        })}
      </Text>
      {hasFaculty ? (
        <Button component={Link} to="/faculteit">
          {t('dashboard.chooseParent')}
        </Button>
      ) : (
        <Button component={Link} to="/locatie">
          {t('dashboard.chooseFaculty', { faculty: terms.faculty })}
        </Button>
      )}
    </Stack>
  );
}

import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/Icon';
import { infoGlyph } from '@/components/icons/glyphs/info';
import { capitalize, useTerms } from '@/lib/use-terms';

/**
 * The faculties part of /locatie. A placeholder the faculties work fills in (features may not
 * import each other, so the list lives here or the route composes it).
 */
export function LocationFaculties(_props: { locationId: number }) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Stack gap="xs">
        <Text fw={600}>{capitalize(terms.faculties)}</Text>
        <Alert variant="transparent" p={0} icon={<Icon glyph={infoGlyph} size={18} />} c="dimmed">
          {t('location.facultiesInPreparation', { faculties: terms.faculties })}
        </Alert>
      </Stack>
    </Paper>
  );
}

import { Anchor, Button, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage, type TPageInfoEntry } from '@cp/contracts';
import type { THelpEntriesByRoute } from '../help-entries';

/**
 * Per route (sorted) and language its help text's title, which opens it, or a button to write
 * one.
 */
export function HelpTextsTable({
  byRoute,
  onOpen,
}: {
  byRoute: THelpEntriesByRoute;
  /** Opens a text, or the form for a new one (entry null), for the route and language. */
  onOpen: (entry: TPageInfoEntry | null, route: string, language: TLanguage) => void;
}) {
  const { t } = useTranslation();
  const routes = [...byRoute.keys()].sort();
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="xs" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('helpTexts.route')}</Table.Th>
            {LANGUAGES.map((language) => (
              <Table.Th key={language}>{t(`languages.${language}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {routes.map((route) => (
            <Table.Tr key={route}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {route}
                </Text>
              </Table.Td>
              {LANGUAGES.map((language) => {
                const entry = byRoute.get(route)?.[language];
                return (
                  <Table.Td key={language}>
                    {entry ? (
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => onOpen(entry, route, language)}
                        aria-label={t('helpTexts.editOf', {
                          route,
                          language: t(`languages.${language}`),
                        })}
                      >
                        {entry.title}
                      </Anchor>
                    ) : (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => onOpen(null, route, language)}
                        aria-label={t('helpTexts.addFor', {
                          route,
                          language: t(`languages.${language}`),
                        })}
                      >
                        {t('helpTexts.addShort')}
                      </Button>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TChoice {
  id: number;
  name: string;
  detail?: string;
}

/** A list of things to work in (faculties, education parents); the chosen one is marked. */
export function ChoiceList({
  items,
  selected,
  onChoose,
}: {
  items: TChoice[];
  selected: string | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => {
        const current = String(item.id) === selected;
        return (
          <li key={item.id}>
            <UnstyledButton
              onClick={() => onChoose(item.id)}
              aria-current={current ? 'true' : undefined}
              w="100%"
            >
              <Paper withBorder radius="md" px="md" py="sm" bg={current ? 'blue.0' : undefined}>
                <Group justify="space-between">
                  <Stack gap={0}>
                    <Text fw={600}>{item.name}</Text>
                    {item.detail && (
                      <Text size="sm" c="dimmed">
                        {item.detail}
                      </Text>
                    )}
                  </Stack>
                  {current && <Badge variant="light">{t('faculties.current')}</Badge>}
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

import { Group, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/**
 * A screen inside the shell: its heading, and the same words in the browser tab. `actions` sit
 * at the end of the heading's line (the education's screens: "Exporteren").
 */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Curriculum Planner`;
  }, [title]);
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  return (
    <Stack gap="lg">
      {actions ? (
        <Group justify="space-between" align="center" gap="sm">
          {heading}
          <Group gap="xs">{actions}</Group>
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

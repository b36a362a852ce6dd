import { Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** A screen inside the shell: its heading, and the same words in the browser tab. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Curriculum Planner`;
  }, [title]);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

import { Box, Center, Paper, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Logo } from './Logo';

/** The frame of the pages without top bar (login, invitation, ...): a calm card in the middle. */
export function PublicCard({
  documentTitle,
  children,
}: {
  documentTitle: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${documentTitle} · Curriculum Planner`;
  }, [documentTitle]);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack gap="lg" w="100%" maw={420} component="main">
        <Box mx="auto">
          <Logo size={36} />
        </Box>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}

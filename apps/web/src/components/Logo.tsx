import { Group, Text } from '@mantine/core';

/** The product mark: a rounded square with three planned "weeks" of different length. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M9 11h14M9 16h9M9 21h11" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({
  size = 28,
  hideNameOnSmallScreens = false,
}: {
  size?: number;
  hideNameOnSmallScreens?: boolean;
}) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text
        fw={700}
        size="md"
        c="dark.7"
        visibleFrom={hideNameOnSmallScreens ? 'sm' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        Curriculum Planner
      </Text>
    </Group>
  );
}

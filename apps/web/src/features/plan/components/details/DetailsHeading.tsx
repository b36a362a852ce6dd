import { Badge, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCluster, TPlannedCluster } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { weeksLabel } from './details-model';

/** The planned cluster's name and colour, its weeks, and whether it is read-only. */
export function DetailsHeading({
  name,
  cluster,
  planned,
  readOnly,
  withName,
}: {
  name: string;
  cluster: TCluster | undefined;
  planned: TPlannedCluster;
  readOnly: boolean;
  /** Whether the panel names the cluster itself; false where its frame's title already does. */
  withName: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {withName && (
        <Group gap="xs" wrap="nowrap">
          {cluster?.color && <ColorSwatch color={cluster.color} size={16} withShadow={false} />}
          <Title order={3} size="h4">
            {name}
          </Title>
        </Group>
      )}
      <Group gap="xs">
        {!withName && cluster?.color && (
          <ColorSwatch color={cluster.color} size={12} withShadow={false} />
        )}
        <Text c="dimmed" size="sm">
          {capitalize(weeksLabel(t, planned.start_week, planned.end_week))}
        </Text>
        {readOnly && (
          <Badge color="gray" variant="light">
            {t('planItems.readOnly')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

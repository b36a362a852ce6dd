import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import { catalogueName } from './details-model';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';

/**
 * A test format or activity of a row: its colour and name; a warning when the item has none any
 * more (deleted or deactivated, which removed the connection: docs/plan.md "Rules") or an inactive
 * one.
 */
export function CatalogueChip({
  kind,
  item,
  language,
}: {
  kind: TCatalogueKind;
  item: TCatalogueItem | undefined;
  language: string;
}) {
  const { t } = useTranslation();
  if (!item || !item.active) {
    return (
      <Badge
        color="orange"
        variant="light"
        leftSection={<Icon glyph={alertGlyph} size={12} />}
        style={{ textTransform: 'none' }}
      >
        {item
          ? t('planItems.inactiveChoose', { name: catalogueName(kind, item, language) })
          : t(
              kind === 'testFormats'
                ? 'planItems.tests.noFormat'
                : 'planItems.activities.noActivity',
            )}
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={item.color} size={12} withShadow={false} />
      <Text size="sm" span>
        {catalogueName(kind, item, language)}
      </Text>
    </Group>
  );
}

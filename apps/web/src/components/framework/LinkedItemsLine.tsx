import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPickedFrameworkItem } from '@/lib/framework-link-queries';
import { frameworkItemLabel } from './framework-item-label';

/**
 * The framework items a goal or test covers, as codes with their title on hover and in the
 * accessible name; a withdrawn one says so ("vervallen").
 */
export function LinkedItemsLine({ items }: { items: TPickedFrameworkItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Group gap={4} mt={4} wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('frameworkLinks.covers')}
      </Text>
      {items.map((item) => {
        const label = frameworkItemLabel(item);
        const withdrawn = item.withdrawn_in !== null;
        return (
          <Badge
            key={item.id}
            size="sm"
            variant="outline"
            color={withdrawn ? '#a14e00' : 'gray.7'}
            title={
              withdrawn
                ? t('frameworkLinks.withdrawnItem', { label, release: item.withdrawn_in })
                : label
            }
            style={{ textTransform: 'none' }}
          >
            {item.code || item.title}
            {withdrawn ? ` · ${t('frameworkLinks.withdrawn')}` : ''}
          </Badge>
        );
      })}
    </Group>
  );
}

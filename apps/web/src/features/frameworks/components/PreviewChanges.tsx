import { Button, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZFrameworkChangesSchema } from '@cp/contracts';
import { useNumberFormat } from '@/lib/number-format';

type TChanges = z.infer<typeof ZFrameworkChangesSchema>;
type TItem = { code: string; title: string };

const PARTS = ['added', 'changed', 'withdrawn', 'replaced', 'restored'] as const;
const FIELDS = ['code', 'title', 'description', 'kind', 'parent', 'flags', 'levels'] as const;

const itemLabel = (item: TItem) => [item.code, item.title].filter((part) => part !== '').join(' ');

/** The items of one part of the changes, each in words. */
function useChangeLines() {
  const { t } = useTranslation();
  const fieldName = (field: string) => {
    const known = FIELDS.find((name) => name === field);
    return known ? t(`frameworks.changes.fields.${known}`) : field;
  };
  return (changes: TChanges, part: (typeof PARTS)[number]): string[] => {
    if (part === 'changed') {
      return changes.changed.map((item) =>
        t('frameworks.changes.changedFields', {
          item: itemLabel(item),
          fields: item.fields.map(fieldName).join(', '),
        }),
      );
    }
    if (part === 'replaced') {
      return changes.replaced.map(({ before, after }) =>
        t('frameworks.changes.replacedItem', {
          before: itemLabel(before),
          after: itemLabel(after),
        }),
      );
    }
    return changes[part].map(itemLabel);
  };
}

/**
 * What a new release changes in a stored framework (docs/frameworks.md "A new release"): the
 * counts per part, and on request every item.
 */
export function PreviewChanges({ changes, title }: { changes: TChanges; title: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const lines = useChangeLines();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const parts = PARTS.filter((part) => changes[part].length > 0);
  if (parts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('frameworks.changes.none')}
      </Text>
    );
  }
  const count = (part: (typeof PARTS)[number]) =>
    t(`frameworks.changes.${part}`, { number: format(changes[part].length) });
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{parts.map(count).join(', ')}</Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${t(open ? 'frameworks.changes.hide' : 'frameworks.changes.show')}: ${title}`}
        onClick={() => setOpen((was) => !was)}
      >
        {t(open ? 'frameworks.changes.hide' : 'frameworks.changes.show')}
      </Button>
      {open && (
        <Stack
          gap="xs"
          id={listId}
          role="group"
          aria-label={t('frameworks.changes.label', { title })}
        >
          {parts.map((part) => (
            <div key={part}>
              <Text size="sm" fw={600}>
                {count(part)}
              </Text>
              <List size="sm">
                {lines(changes, part).map((line, index) => (
                  <List.Item key={index}>{line}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

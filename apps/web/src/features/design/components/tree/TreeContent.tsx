import { Button, Paper, Stack, Text } from '@mantine/core';
import type { TDesign } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { useTree } from './TreeContext';
import type { TTreeRows } from './tree-rows';
import { TreeWindow } from './TreeWindow';

/** The tree in its frame, or why there is nothing in it: no competences, or none that pass. */
export function TreeContent({
  design,
  tree,
  filtered,
  onlyText,
  text,
  dragged,
  onDragged,
  onClearFilters,
}: {
  design: TDesign;
  tree: TTreeRows;
  /** Whether a filter is on (then the rows cannot be reordered). */
  filtered: boolean;
  /** Whether only the text filters (the message then names the text). */
  onlyText: boolean;
  text: string;
  dragged: string | null;
  onDragged: (key: string | null) => void;
  onClearFilters: () => void;
}) {
  const { t, terms, readOnly } = useTree();
  return (
    <Paper withBorder radius="md" p="xs">
      {design.competences.length === 0 ? (
        <Text c="dimmed" p="sm">
          {t('design.empty', { items: terms.competences })}
        </Text>
      ) : tree.rows.length === 0 ? (
        <Stack gap="xs" align="flex-start" p="sm">
          <Text c="dimmed">
            {onlyText
              ? t('design.tree.noMatches', { text: text.trim() })
              : t('design.tree.noFilterMatches')}
          </Text>
          <Button variant="default" size="xs" onClick={onClearFilters}>
            {t('design.tree.clearFilters')}
          </Button>
        </Stack>
      ) : (
        <TreeWindow
          label={capitalize(terms.competences)}
          tree={tree}
          sortable={!readOnly && !filtered}
          dragged={dragged}
          onDragged={onDragged}
        />
      )}
    </Paper>
  );
}

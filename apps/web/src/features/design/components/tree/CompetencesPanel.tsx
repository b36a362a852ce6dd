import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesign } from '@cp/contracts';
import { useGoalFrameworkItems } from '@/lib/framework-link-queries';
import { useTermCounts, useTerms } from '@/lib/use-terms';
import { useReorder } from '@/features/design/api/reorder';
import { TreeContext, type TTreeContext, type TTreeKind } from './TreeContext';
import { flattenTree } from './tree-rows';
import { TreeContent } from './TreeContent';
import { TreeDialogs } from './TreeDialogs';
import { TreeSummary } from './TreeSummary';
import { TreeToolbar } from './TreeToolbar';
import { useOpenRows } from './use-open-rows';
import { useTreeDialog } from './use-tree-dialog';
import { useTreeFilters } from './use-tree-filters';
import { useTreeIndex } from './use-tree-index';

/**
 * The competences of an education as a tree: competence -> learning clusters and learning
 * outcomes -> learning goals, with the clusters that cover each goal. Designers create, edit,
 * delete, reorder (drag or keyboard) and link goals to clusters; read-only shows no change
 * controls at all. The filters (text, level, only goals no cluster covers) keep the passing
 * items with their ancestors (tree-filter.ts). The tree is one windowed list (TreeWindow), so a
 * design with 780 rows opens and scrolls as quickly as a small one.
 */
export function CompetencesPanel({
  design,
  location,
  education,
  readOnly,
  initialQuery = '',
}: {
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
  /** The search the tree opens with (a link to one goal shows it, highlighted, with its parents). */
  initialQuery?: string;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { countOf, termOf } = useTermCounts();
  const reorderMutation = useReorder(location, education);
  const filters = useTreeFilters(design, initialQuery);
  const { filter, activeLevel, uncoveredOnly } = filters;
  const { open, toggle, expandAll, collapseAll, openParents } = useOpenRows(design);
  const [dragged, setDragged] = useState<string | null>(null);
  const { dialog, act, close } = useTreeDialog();
  const index = useTreeIndex(design);
  const frameworkItemsOf = useGoalFrameworkItems(location, education);
  const tree = useMemo(
    () => flattenTree({ design, index, filter, open, closed: dragged }),
    [design, index, filter, open, dragged],
  );

  const { mutate: reorderMutate } = reorderMutation;
  const reorder = useCallback(
    (kind: TTreeKind, ids: readonly number[]) => reorderMutate({ kind, ids }),
    [reorderMutate],
  );
  const context = useMemo<TTreeContext>(
    () => ({ t, terms, countOf, readOnly, act, reorder, toggle, frameworkItemsOf }),
    [t, terms, countOf, readOnly, act, reorder, toggle, frameworkItemsOf],
  );

  const onSaved = (parents: { competence?: number; outcome?: number }) => {
    openParents(parents);
    close();
  };
  const onlyText = activeLevel === null && !uncoveredOnly;

  return (
    <TreeContext.Provider value={context}>
      <Stack gap="sm">
        <TreeToolbar
          query={filters.query}
          onQuery={filters.setQuery}
          level={activeLevel}
          levels={filters.levels}
          onLevel={filters.setLevel}
          uncoveredOnly={uncoveredOnly}
          onUncoveredOnly={filters.setUncoveredOnly}
          track={filters.activeTrack}
          tracks={filters.tracks}
          onTrack={filters.setTrack}
          onExpandAll={expandAll}
          onCollapseAll={collapseAll}
        />
        <TreeSummary
          design={design}
          filter={filter}
          goalTerm={termOf(filter.goalCount, 'learning_goal')}
          onClearFilters={filters.clearFilters}
        />
        <TreeContent
          design={design}
          tree={tree}
          filtered={filter.active}
          onlyText={onlyText}
          text={filters.deferredQuery}
          dragged={dragged}
          onDragged={setDragged}
          onClearFilters={filters.clearFilters}
        />
        {!readOnly && filter.active && (
          <Text size="xs" c="dimmed">
            {onlyText ? t('design.reorderHint') : t('design.tree.reorderHint')}
          </Text>
        )}
      </Stack>
      <TreeDialogs
        dialog={dialog}
        design={design}
        location={location}
        education={education}
        readOnly={readOnly}
        frameworkItemsOf={frameworkItemsOf}
        onSaved={onSaved}
        onClose={close}
      />
    </TreeContext.Provider>
  );
}

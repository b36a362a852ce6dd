import { useDraggable } from '@dnd-kit/core';
import { CloseButton, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TCluster } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { clusterName, DEFAULT_BAR_COLOR } from '../timeline-model';
import classes from './UnplannedPanel.module.css';
import { useFillHeight } from './use-fill-height';
import { observeRectOr } from './virtual-rect';

const ITEM_HEIGHT = 44;

/** The id of a design cluster as a drag source (dnd-kit ids are shared with the timeline). */
export const dragIdOf = (cluster: TCluster) => `cluster-${cluster.id}`;

interface TItemProps {
  cluster: TCluster;
  top: number;
  /** The list's `t`: one language subscription per list, not one per row. */
  t: TFunction;
  onPlan: (cluster: TCluster) => void;
}

/** One design cluster: dragged by its body onto a week, or planned through its button. */
const Item = memo(function Item({ cluster, top, t, onPlan }: TItemProps) {
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: dragIdOf(cluster),
    data: { cluster },
  });
  const name = clusterName(cluster);
  const weeks = t('planScreen.weeks', { count: cluster.cluster_width });
  // One line each (the rows have a fixed height); the title has the whole text.
  const meta =
    cluster.planned_count > 0 ? `${weeks} · ${t('planScreen.unplanned.plannedElsewhere')}` : weeks;
  return (
    <div
      role="listitem"
      className={classes.item}
      style={{ top, height: ITEM_HEIGHT }}
      data-dragging={isDragging || undefined}
    >
      <div
        ref={setNodeRef}
        className={classes.handle}
        // Pointer only (no dnd-kit attributes): keyboard users plan through the button.
        {...listeners}
        title={`${t('planScreen.unplanned.dragOf', { name })} (${meta})`}
      >
        <span
          className={classes.swatch}
          style={{ background: cluster.color ?? DEFAULT_BAR_COLOR }}
        />
        <span className={classes.text}>
          <span className={classes.name}>{name}</span>
          <span className={classes.meta}>{meta}</span>
        </span>
      </div>
      <button
        type="button"
        className={classes.plan}
        aria-label={t('planScreen.unplanned.planOf', { name })}
        onClick={() => onPlan(cluster)}
      >
        {t('planScreen.unplanned.plan')}
      </button>
    </div>
  );
});

/**
 * The design's clusters not planned in this year, searchable by number or title. A cluster is
 * dragged onto a week of the timeline (its default width, `cluster_width`: docs/plan.md "Rules"),
 * or planned through its "Plan" button and a small form. Long lists render only what is in view.
 */
export const UnplannedPanel = memo(function UnplannedPanel({
  clusters,
  designEmpty,
  activeId,
  onPlan,
}: {
  clusters: TCluster[];
  /** The design has no clusters at all (rather than all of them planned). */
  designEmpty: boolean;
  /** The cluster being dragged: kept rendered while the list would scroll it away. */
  activeId: number | null;
  onPlan: (cluster: TCluster) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLocaleLowerCase());
  const shown = useMemo(
    () =>
      query === ''
        ? clusters
        : clusters.filter((cluster) =>
            `${cluster.index} ${cluster.title} ${cluster.short_title}`
              .toLocaleLowerCase()
              .includes(query),
          ),
    [clusters, query],
  );
  const scroller = useRef<HTMLDivElement | null>(null);
  const height = useFillHeight(scroller);
  const activeIndex =
    activeId === null ? -1 : shown.findIndex((cluster) => cluster.id === activeId);
  // No React Compiler in this build; the rows are memoised by hand (Item).
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ITEM_HEIGHT,
    getItemKey: (index) => shown[index]?.id ?? index,
    overscan: 6,
    initialRect: { width: 260, height: 600 },
    observeElementRect: observeRectOr({ width: 260, height: 600 }),
    rangeExtractor: (range) => {
      const indexes: number[] = [];
      const start = Math.max(range.startIndex - range.overscan, 0);
      const end = Math.min(range.endIndex + range.overscan, range.count - 1);
      for (let i = start; i <= end; i++) indexes.push(i);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) indexes.push(activeIndex);
      return indexes;
    },
    useFlushSync: false,
  });
  const heading = capitalize(t('planScreen.unplanned.title', { clusters: terms.clusters }));

  return (
    <section className={classes.panel} aria-label={heading}>
      <div className={classes.top}>
        <div className={classes.heading}>
          {heading} <span className={classes.count}>{clusters.length}</span>
        </div>
        <TextInput
          size="xs"
          type="search"
          aria-label={t('planScreen.unplanned.search')}
          placeholder={t('planScreen.unplanned.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton
                size="sm"
                aria-label={t('planScreen.unplanned.clearSearch')}
                onClick={() => setSearch('')}
              />
            ) : null
          }
        />
        <div className={classes.hint}>
          {t('planScreen.unplanned.hint', { cluster: terms.cluster })}
        </div>
      </div>
      <div ref={scroller} className={classes.scroller} style={{ height }}>
        {shown.length === 0 ? (
          <div className={classes.empty}>
            {designEmpty
              ? t('planScreen.unplanned.noDesign', { clusters: terms.clusters })
              : clusters.length === 0
                ? t('planScreen.unplanned.allPlanned', {
                    clusters: terms.clusters,
                    educationYear: terms.educationYear,
                  })
                : t('planScreen.unplanned.noneFound', { clusters: terms.clusters })}
          </div>
        ) : (
          <div
            role="list"
            aria-label={heading}
            style={{ position: 'relative', height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const cluster = shown[item.index];
              if (!cluster) return null;
              return (
                <Item key={cluster.id} cluster={cluster} top={item.start} t={t} onPlan={onPlan} />
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
});

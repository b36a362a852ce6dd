import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { CompetenceNode } from './CompetenceNode';
import { GoalRow } from './GoalRow';
import { LearningClusterRow } from './LearningClusterRow';
import { OutcomeNode } from './OutcomeNode';
import { itemName, useTree } from './TreeContext';
import {
  dragShift,
  isItemRow,
  moveBy,
  moveTo,
  type TTreeItemRow,
  type TTreeRow,
  type TTreeRows,
} from './tree-rows';
import {
  TREE_HANDLE,
  treeClasses as classes,
  TreeHandleContext,
  type TTreeHandle,
} from './TreeRow';

/*
 * The competence tree as one windowed list (docs/design.md "Design screen"): of the flat rows
 * (tree-rows.ts) only those near the viewport are in the page, so opening all 780 rows or
 * scrolling through them renders a few dozen light rows, not thousands of elements. The page
 * scrolls as a whole (window virtualizer, the list's offset in the page as scroll margin); rows
 * are placed absolutely and measured once shown. A short tree (up to WINDOW_FROM rows) renders
 * every row, so the browser's find works there.
 *
 * Reordering: one DndContext for the whole tree; a row can only be dropped among its siblings
 * (collision and arrow keys only see the rows of the dragged row's list). The dragged row's
 * subtree is hidden while it moves, the rows in between show moved (dragShift), and its siblings,
 * the dragged row and the row holding the focus stay rendered when they leave the view, so a
 * drag or a keyboard move is never cut off.
 */

/** Up to this many rows everything is rendered. */
const WINDOW_FROM = 100;
/** Rows rendered above and below the viewport, so a short scroll or a Tab finds them ready. */
const OVERSCAN = 8;
/** Row heights before they are measured (TreeRow.module.css). */
const ESTIMATE: Record<TTreeRow['type'], number> = {
  competence: 41,
  heading: 25,
  'learning-cluster': 34,
  outcome: 34,
  goal: 34,
  empty: 24,
};

interface TDragData {
  list: string;
}

const listOf = (data: unknown) => (data as TDragData | undefined)?.list;

/** Only the dragged row's siblings are drop targets. */
const siblingCollisions: CollisionDetection = (args) => {
  const list = listOf(args.active.data.current);
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (container) => listOf(container.data.current) === list,
    ),
  });
};

/** The arrow keys move the dragged row to the next sibling above or below. */
const siblingCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const down = event.code === KeyboardCode.Down;
  if (!down && event.code !== KeyboardCode.Up) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const list = listOf(active.data.current);
  let target: { top: number; left: number } | undefined;
  for (const container of droppableContainers.getEnabled()) {
    if (listOf(container.data.current) !== list) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const beyond = down ? rect.top > collisionRect.top + 1 : rect.top < collisionRect.top - 1;
    const nearer = !target || (down ? rect.top < target.top : rect.top > target.top);
    if (beyond && nearer) target = rect;
  }
  return target ? { x: collisionRect.left, y: target.top } : undefined;
};

/** The content of one row; memoised, so a frame that only moves does not render it again. */
const RowContent = memo(function RowContent({ row, handle }: { row: TTreeRow; handle: ReactNode }) {
  const { t, terms } = useTree();
  switch (row.type) {
    case 'competence':
      return <CompetenceNode row={row} handle={handle} />;
    case 'learning-cluster':
      return <LearningClusterRow row={row} handle={handle} />;
    case 'outcome':
      return <OutcomeNode row={row} handle={handle} />;
    case 'goal':
      return <GoalRow row={row} handle={handle} />;
    case 'heading':
      return <div className={classes.heading}>{terms.learningClusters}</div>;
    case 'empty':
      return <div className={classes.empty}>{t('design.empty', { items: terms[row.items] })}</div>;
  }
});

interface TFrameProps {
  row: TTreeRow;
  index: number;
  top: number;
  /** How far the row shows moved while another row is dragged. */
  shift: number;
  measure: (element: HTMLDivElement | null) => void;
}

/** The attributes of a row's list item: its place in the page and in its list. */
function frame({ row, index, top, shift }: Omit<TFrameProps, 'measure'>, dragging = false) {
  const style: CSSProperties = { top };
  if (shift !== 0) style.transform = `translateY(${shift}px)`;
  return {
    role: 'listitem',
    className: `${classes.item} ${classes[`level${row.level}`]}`,
    style,
    'data-index': index,
    'data-dragging': dragging || undefined,
    'aria-level': row.level,
    ...(isItemRow(row)
      ? { 'aria-posinset': row.list.position + 1, 'aria-setsize': row.list.size }
      : {}),
  };
}

const StaticFrame = memo(function StaticFrame({ measure, row, index, top, shift }: TFrameProps) {
  return (
    <div ref={measure} {...frame({ row, index, top, shift })}>
      <RowContent row={row} handle={null} />
    </div>
  );
});

const SortableFrame = memo(function SortableFrame({
  measure,
  row,
  index,
  top,
  shift,
}: TFrameProps & { row: TTreeItemRow }) {
  const { reorder } = useTree();
  const { key: list, kind, ids, position, size } = row.list;
  const { item, key } = row;
  const data = useMemo<TDragData>(() => ({ list }), [list]);
  const draggable = useDraggable({ id: key, data });
  const droppable = useDroppable({ id: key, data });
  const { setNodeRef: setDragRef, attributes, listeners, setActivatorNodeRef } = draggable;
  const { setNodeRef: setDropRef } = droppable;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setDragRef(element);
      setDropRef(element);
      measure(element);
    },
    [setDragRef, setDropRef, measure],
  );
  const handle = useMemo<TTreeHandle>(
    () => ({
      name: itemName(item),
      first: position === 0,
      last: position === size - 1,
      handleRef: setActivatorNodeRef,
      handleProps: { ...attributes, ...listeners },
      move: (step) => reorder(kind, moveBy(ids, item.id, step)),
    }),
    [item, position, size, setActivatorNodeRef, attributes, listeners, reorder, kind, ids],
  );
  return (
    <div ref={ref} {...frame({ row, index, top, shift }, draggable.isDragging)}>
      <TreeHandleContext value={handle}>
        <RowContent row={row} handle={TREE_HANDLE} />
      </TreeHandleContext>
    </div>
  );
});

/** What follows the pointer while a row is dragged: its number and title. */
function DragGhost({ row }: { row: TTreeItemRow }) {
  return (
    <div className={classes[`level${row.level}`]} aria-hidden="true">
      <div className={`${classes.row} ${classes.ghost}`}>
        <span className={classes.index}>{row.item.index}</span>
        <span className={classes.title}>{row.item.title}</span>
      </div>
    </div>
  );
}

/**
 * The rows in view (and the kept ones), placed in a list as high as all rows together. Its own
 * component inside the DndContext, so a scroll renders only this, not the drag machinery.
 */
function WindowRows({
  label,
  rows,
  ends,
  sortable,
  active,
  over,
}: {
  label: string;
  rows: readonly TTreeRow[];
  ends: readonly number[];
  sortable: boolean;
  /** The dragged row and the row it is over, as keys; null when nothing is dragged. */
  active: TTreeItemRow | undefined;
  over: string | null;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [focused, setFocused] = useState<string | null>(null);

  // The list's place in the page: read before paint, and again when the page's size changes
  // (a filter line appeared above it, the window was resized).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const read = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
  const activeIndex = active ? (indexOf.get(active.key) ?? -1) : -1;
  const overIndex = over === null ? -1 : (indexOf.get(over) ?? -1);
  const focusedIndex = focused === null ? -1 : (indexOf.get(focused) ?? -1);

  // Kept rendered outside the view: the focused row, the dragged row and its siblings.
  const kept = useMemo(() => {
    const indexes = focusedIndex < 0 ? [] : [focusedIndex];
    if (active) {
      rows.forEach((row, index) => {
        if (isItemRow(row) && row.list.key === active.list.key) indexes.push(index);
      });
    }
    return indexes;
  }, [rows, active, focusedIndex]);
  const windowed = rows.length > WINDOW_FROM;
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (!windowed) return Array.from({ length: range.count }, (_, index) => index);
      const indexes = defaultRangeExtractor(range);
      const extra = kept.filter((index) => !indexes.includes(index));
      return extra.length === 0 ? indexes : [...indexes, ...extra].sort((a, b) => a - b);
    },
    [windowed, kept],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const estimateSize = useCallback(
    (index: number) => ESTIMATE[rows[index]?.type ?? 'goal'],
    [rows],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize,
    // A row without layout (a test DOM) keeps the estimate instead of 0.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      estimateSize(Number((element as HTMLElement).dataset.index)),
    overscan: OVERSCAN,
    // The first render already knows the window, instead of rendering again once it is read.
    initialRect:
      typeof window === 'undefined'
        ? undefined
        : { width: window.innerWidth, height: window.innerHeight },
    scrollMargin: offset,
    getItemKey,
    rangeExtractor,
    // Scrolling renders in the next frame, not synchronously inside the scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const measurements = virtualizer.measurementsCache;
  const start = (index: number) => measurements[index]?.start ?? 0;
  const end = (index: number) => measurements[index]?.end ?? 0;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocused(row ? (rows[Number(row.dataset.index)]?.key ?? null) : null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={classes.window}
      data-dragging={active ? true : undefined}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const props: TFrameProps = {
          row,
          index: item.index,
          top: item.start - offset,
          shift: active ? dragShift(item.index, activeIndex, overIndex, ends, start, end) : 0,
          measure: virtualizer.measureElement,
        };
        return sortable && isItemRow(row) ? (
          <SortableFrame key={row.key} {...props} row={row} />
        ) : (
          <StaticFrame key={row.key} {...props} />
        );
      })}
    </div>
  );
}

export function TreeWindow({
  label,
  tree,
  sortable,
  dragged,
  onDragged,
}: {
  label: string;
  tree: TTreeRows;
  /** Designers without a filter: handles, move buttons and dragging. */
  sortable: boolean;
  /** The key of the row being dragged (its subtree is hidden meanwhile), or null. */
  dragged: string | null;
  onDragged: (key: string | null) => void;
}) {
  const { t, reorder } = useTree();
  const { rows, ends } = tree;
  const [over, setOver] = useState<string | null>(null);
  const draggedRow = dragged === null ? undefined : rows.find((row) => row.key === dragged);
  const active = draggedRow && isItemRow(draggedRow) ? draggedRow : undefined;

  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: siblingCoordinates }),
  );

  // The handlers read the latest rows through a ref, so they stay stable.
  const latest = useRef({ rows, reorder, onDragged });
  useLayoutEffect(() => {
    latest.current = { rows, reorder, onDragged };
  });
  const rowOf = useCallback((key: UniqueIdentifier) => {
    const row = latest.current.rows.find((candidate) => candidate.key === key);
    return row && isItemRow(row) ? row : undefined;
  }, []);

  const onDragStart = useCallback(({ active: start }: DragStartEvent) => {
    setOver(String(start.id));
    latest.current.onDragged(String(start.id));
  }, []);
  const onDragOver = useCallback(({ over: target }: DragOverEvent) => {
    setOver(target ? String(target.id) : null);
  }, []);
  const onDragCancel = useCallback(() => {
    setOver(null);
    latest.current.onDragged(null);
  }, []);
  const onDragEnd = useCallback(
    ({ active: end, over: target }: DragEndEvent) => {
      setOver(null);
      latest.current.onDragged(null);
      const from = rowOf(end.id);
      const to = target ? rowOf(target.id) : undefined;
      if (!from || !to || from === to || from.list.key !== to.list.key) return;
      latest.current.reorder(from.list.kind, moveTo(from.list.ids, from.item.id, to.item.id));
    },
    [rowOf],
  );

  const accessibility = useMemo(() => {
    const nameOf = (key: UniqueIdentifier) => {
      const row = rowOf(key);
      return row ? itemName(row.item) : '';
    };
    const placeOf = (key: UniqueIdentifier) => (rowOf(key)?.list.position ?? 0) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active: start }) =>
        t('design.sortable.pickedUp', { name: nameOf(start.id), place: placeOf(start.id) }),
      onDragOver: ({ active: moving, over: target }) =>
        target
          ? t('design.sortable.movedTo', { name: nameOf(moving.id), place: placeOf(target.id) })
          : undefined,
      onDragEnd: ({ active: end, over: target }) =>
        target
          ? t('design.sortable.dropped', { name: nameOf(end.id), place: placeOf(target.id) })
          : undefined,
      onDragCancel: ({ active: cancelled }) =>
        t('design.sortable.cancelled', { name: nameOf(cancelled.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: t('design.sortable.instructions'),
    };
    return { announcements, screenReaderInstructions };
  }, [t, rowOf]);

  // dnd-kit's default measuring (while dragging): the drop targets are measured at the start
  // and again whenever one mounts or unmounts. Measuring always would measure every mounted row
  // on each scroll frame, dragging or not.
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={siblingCollisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={accessibility}
    >
      <WindowRows
        label={label}
        rows={rows}
        ends={ends}
        sortable={sortable}
        active={active}
        over={active ? over : null}
      />
      <DragOverlay dropAnimation={null}>{active ? <DragGhost row={active} /> : null}</DragOverlay>
    </DndContext>
  );
}

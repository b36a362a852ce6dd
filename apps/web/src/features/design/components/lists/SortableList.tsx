import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import classes from './DesignList.module.css';
import { ListWindow, type TRowPlace } from './ListWindow';
import { Icon } from '@/components/icons/Icon';
import { chevronDownGlyph } from '@/components/icons/glyphs/chevron-down';
import { chevronUpGlyph } from '@/components/icons/glyphs/chevron-up';
import { gripGlyph } from '@/components/icons/glyphs/grip';

/*
 * A list the user reorders by dragging (pointer or touch) and by keyboard: the handle picks an
 * item up with Space or Enter, the arrow keys move it, Space drops it, Escape cancels
 * (dnd-kit's KeyboardSensor, announced to screen readers), and the visible up and down buttons
 * move it one place. Used by the flat lists of the design screen (clusters, subjects, cluster
 * groups, electives; DesignListPanel). Each row calls one hook; the caller's content is memoised,
 * so a drag only re-renders the small handles. `renderItem` must be stable (useCallback).
 *
 * `windowed` long lists render only the rows near the viewport (ListWindow); dnd-kit still gets
 * every id, so dragging and the keyboard reorder over the whole list, and the row being dragged
 * or holding the focus stays rendered while it is out of view. dnd-kit's default measuring
 * (while dragging, again whenever rows come or go) covers rows that appear during a drag; it
 * measures nothing while the user only scrolls.
 */

interface TRowControls {
  /** The list's `t`: one subscription to the language per list, not one per row. */
  t: TFunction;
  first: boolean;
  last: boolean;
  name: string;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: Record<string, unknown>;
  move: (step: -1 | 1) => void;
}

const RowControlsContext = createContext<TRowControls | null>(null);

/**
 * The drag handle and the move buttons of the row around it (they read the row's context).
 * Plain buttons styled like Mantine's subtle ActionIcon: a windowed list mounts rows while
 * scrolling, and three Mantine components per row cost more than the rest of the row.
 */
function SortHandle() {
  const controls = useContext(RowControlsContext);
  if (!controls) return null;
  const { t, first, last, name, handleRef, handleProps, move } = controls;
  return (
    <div className={classes.handle} data-sort-controls>
      <button
        ref={handleRef}
        type="button"
        className={`${classes.iconButton} ${classes.grip}`}
        aria-label={t('design.sortable.drag', { name })}
        title={t('design.sortable.dragHint')}
        {...handleProps}
      >
        <Icon glyph={gripGlyph} size={16} />
      </button>
      <button
        type="button"
        className={classes.iconButton}
        disabled={first}
        aria-label={t('design.sortable.moveUp', { name })}
        onClick={() => move(-1)}
      >
        <Icon glyph={chevronUpGlyph} size={16} />
      </button>
      <button
        type="button"
        className={classes.iconButton}
        disabled={last}
        aria-label={t('design.sortable.moveDown', { name })}
        onClick={() => move(1)}
      >
        <Icon glyph={chevronDownGlyph} size={16} />
      </button>
    </div>
  );
}

const HANDLE = <SortHandle />;

interface TContentProps<T> {
  item: T;
  handle: ReactNode;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

/** The caller's row; skipped while only the handle changes (during a drag). */
const Content = memo(function Content<T>({ item, handle, renderItem }: TContentProps<T>) {
  return <>{renderItem(item, handle)}</>;
}) as <T>(props: TContentProps<T>) => ReactNode;

/** Where a windowed row stands (ListWindow); all absent in a plain list. */
type TPlaceProps = Partial<TRowPlace>;

interface TRowProps<T extends { id: number }> extends TPlaceProps {
  item: T;
  t: TFunction;
  first: boolean;
  last: boolean;
  name: string;
  onMove: (id: number, step: -1 | 1) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

/** The attributes that place a windowed row and tell its place in the whole list. */
function placed({ index, count, top }: TPlaceProps, style: CSSProperties = {}) {
  if (index === undefined || top === undefined) return { style };
  return {
    style: { ...style, position: 'absolute', top, left: 0, right: 0 } as CSSProperties,
    'data-index': index,
    'aria-posinset': index + 1,
    'aria-setsize': count,
  };
}

const SortableRow = memo(function SortableRow<T extends { id: number }>({
  item,
  index,
  count,
  top,
  measure,
  t,
  first,
  last,
  name,
  onMove,
  renderItem,
}: TRowProps<T>) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      measure?.(element);
    },
    [setNodeRef, measure],
  );
  const controls = useMemo<TRowControls>(
    () => ({
      t,
      first,
      last,
      name,
      handleRef: setActivatorNodeRef,
      handleProps: { ...attributes, ...listeners },
      move: (step) => onMove(item.id, step),
    }),
    [t, first, last, name, setActivatorNodeRef, attributes, listeners, onMove, item.id],
  );
  return (
    <div
      ref={ref}
      role="listitem"
      data-dragging={isDragging || undefined}
      {...placed({ index, count, top }, style)}
    >
      <RowControlsContext value={controls}>
        <Content item={item} handle={HANDLE} renderItem={renderItem} />
      </RowControlsContext>
    </div>
  );
}) as <T extends { id: number }>(props: TRowProps<T>) => ReactNode;

type TStaticRowProps<T extends { id: number }> = TPlaceProps &
  Pick<TRowProps<T>, 'item' | 'renderItem'>;

const StaticRow = memo(function StaticRow<T extends { id: number }>({
  item,
  index,
  count,
  top,
  measure,
  renderItem,
}: TStaticRowProps<T>) {
  return (
    <div ref={measure} role="listitem" {...placed({ index, count, top })}>
      <Content item={item} handle={null} renderItem={renderItem} />
    </div>
  );
}) as <T extends { id: number }>(props: TStaticRowProps<T>) => ReactNode;

export interface TSortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The accessible name of the list. */
  label: string;
  /** False: no handle or move buttons (read-only, or a filtered list); `handle` is then null. */
  sortable: boolean;
  /** Render only the rows near the viewport once the list is long (the flat lists). */
  windowed?: boolean;
  /** How an item is named in the move buttons and announcements, e.g. "1.2 Rekenen". */
  itemLabel: (item: T) => string;
  /** The ids of `items` in the new order (only called when the order changed). */
  onReorder: (ids: number[]) => void;
  /** One row; place `handle` (drag handle + move buttons) where it fits. Keep it stable. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

/** Below this many rows a windowed list renders them all (no gain, and the browser's find works). */
const WINDOW_FROM = 60;

export function SortableList<T extends { id: number }>({
  items,
  label,
  sortable,
  windowed = false,
  itemLabel,
  onReorder,
  renderItem,
}: TSortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  // The row being dragged; a windowed list keeps it rendered wherever it is.
  const [dragged, setDragged] = useState<number | null>(null);

  // The handlers read the latest list through refs, so they stay stable for the memoised rows.
  const latest = useRef({ ids, items, onReorder, itemLabel });
  useLayoutEffect(() => {
    latest.current = { ids, items, onReorder, itemLabel };
  });

  const onMove = useCallback((id: number, step: -1 | 1) => {
    const current = latest.current.ids;
    const from = current.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= current.length) return;
    latest.current.onReorder(arrayMove(current, from, to));
  }, []);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => setDragged(Number(active.id)),
    [],
  );
  const onDragCancel = useCallback(() => setDragged(null), []);
  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || active.id === over.id) return;
    const current = latest.current.ids;
    const from = current.indexOf(Number(active.id));
    const to = current.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    latest.current.onReorder(arrayMove(current, from, to));
  }, []);

  const accessibility = useMemo(() => {
    const nameOf = (id: string | number) => {
      const item = latest.current.items.find((candidate) => candidate.id === Number(id));
      return item ? latest.current.itemLabel(item) : '';
    };
    const placeOf = (id: string | number) => latest.current.ids.indexOf(Number(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        t('design.sortable.pickedUp', { name: nameOf(active.id), place: placeOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('design.sortable.movedTo', { name: nameOf(active.id), place: placeOf(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('design.sortable.dropped', { name: nameOf(active.id), place: placeOf(over.id) })
          : undefined,
      onDragCancel: ({ active }) => t('design.sortable.cancelled', { name: nameOf(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: t('design.sortable.instructions'),
    };
    return { announcements, screenReaderInstructions };
  }, [t]);

  const row = (item: T, index: number, place?: TRowPlace) =>
    sortable ? (
      <SortableRow
        key={item.id}
        item={item}
        {...place}
        t={t}
        first={index === 0}
        last={index === items.length - 1}
        name={itemLabel(item)}
        onMove={onMove}
        renderItem={renderItem}
      />
    ) : (
      <StaticRow key={item.id} item={item} {...place} renderItem={renderItem} />
    );

  const useWindow = windowed && items.length >= WINDOW_FROM;
  const rows = useWindow ? (
    <ListWindow
      label={label}
      ids={ids}
      pinned={dragged}
      renderRow={(index, place) => row(items[index]!, index, place)}
    />
  ) : (
    <div role="list" aria-label={label}>
      {items.map((item, index) => row(item, index))}
    </div>
  );

  if (!sortable) return rows;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragCancel={onDragCancel}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {rows}
      </SortableContext>
    </DndContext>
  );
}

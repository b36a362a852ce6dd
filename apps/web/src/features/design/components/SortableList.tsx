import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
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
import { ActionIcon, Group } from '@mantine/core';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/*
 * A list the user reorders by dragging (pointer or touch) and by keyboard: the handle picks an
 * item up with Space or Enter, the arrow keys move it, Space drops it, Escape cancels
 * (dnd-kit's KeyboardSensor, announced to screen readers), and the visible up and down buttons
 * move it one place. Used by every list of the design screen (clusters, subjects, the competence
 * tree). Each row calls one hook; the caller's content is memoised, so a drag over 300 rows only
 * re-renders the small handles. `renderItem` must be stable (useCallback).
 */

interface TRowControls {
  first: boolean;
  last: boolean;
  name: string;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: Record<string, unknown>;
  move: (step: -1 | 1) => void;
}

const RowControlsContext = createContext<TRowControls | null>(null);

const GRIP = [
  'M9 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M9 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M9 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M15 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M15 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M15 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
];
const UP = ['M6 15l6 -6l6 6'];
const DOWN = ['M6 9l6 6l6 -6'];

function Glyph({ paths }: { paths: readonly string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The drag handle and the move buttons of the row around it (they read the row's context). */
function SortHandle() {
  const { t } = useTranslation();
  const controls = useContext(RowControlsContext);
  if (!controls) return null;
  const { first, last, name, handleRef, handleProps, move } = controls;
  return (
    <Group gap={2} wrap="nowrap" data-sort-controls>
      <ActionIcon
        ref={handleRef}
        variant="subtle"
        color="gray"
        size="sm"
        style={{ cursor: 'grab', touchAction: 'none' }}
        aria-label={t('design.sortable.drag', { name })}
        title={t('design.sortable.dragHint')}
        {...handleProps}
      >
        <Glyph paths={GRIP} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        disabled={first}
        aria-label={t('design.sortable.moveUp', { name })}
        onClick={() => move(-1)}
      >
        <Glyph paths={UP} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        disabled={last}
        aria-label={t('design.sortable.moveDown', { name })}
        onClick={() => move(1)}
      >
        <Glyph paths={DOWN} />
      </ActionIcon>
    </Group>
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

interface TRowProps<T extends { id: number }> {
  item: T;
  first: boolean;
  last: boolean;
  name: string;
  onMove: (id: number, step: -1 | 1) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

const SortableRow = memo(function SortableRow<T extends { id: number }>({
  item,
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
  const controls = useMemo<TRowControls>(
    () => ({
      first,
      last,
      name,
      handleRef: setActivatorNodeRef,
      handleProps: { ...attributes, ...listeners },
      move: (step) => onMove(item.id, step),
    }),
    [first, last, name, setActivatorNodeRef, attributes, listeners, onMove, item.id],
  );
  return (
    <div ref={setNodeRef} style={style} role="listitem" data-dragging={isDragging || undefined}>
      <RowControlsContext value={controls}>
        <Content item={item} handle={HANDLE} renderItem={renderItem} />
      </RowControlsContext>
    </div>
  );
}) as <T extends { id: number }>(props: TRowProps<T>) => ReactNode;

const StaticRow = memo(function StaticRow<T extends { id: number }>({
  item,
  renderItem,
}: Pick<TRowProps<T>, 'item' | 'renderItem'>) {
  return (
    <div role="listitem">
      <Content item={item} handle={null} renderItem={renderItem} />
    </div>
  );
}) as <T extends { id: number }>(props: Pick<TRowProps<T>, 'item' | 'renderItem'>) => ReactNode;

export interface TSortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The accessible name of the list. */
  label: string;
  /** False: no handle or move buttons (read-only, or a filtered list); `handle` is then null. */
  sortable: boolean;
  /** How an item is named in the move buttons and announcements, e.g. "1.2 Rekenen". */
  itemLabel: (item: T) => string;
  /** The ids of `items` in the new order (only called when the order changed). */
  onReorder: (ids: number[]) => void;
  /** One row; place `handle` (drag handle + move buttons) where it fits. Keep it stable. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

export function SortableList<T extends { id: number }>({
  items,
  label,
  sortable,
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

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
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

  if (!sortable) {
    return (
      <div role="list" aria-label={label}>
        {items.map((item) => (
          <StaticRow key={item.id} item={item} renderItem={renderItem} />
        ))}
      </div>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div role="list" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              name={itemLabel(item)}
              onMove={onMove}
              renderItem={renderItem}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

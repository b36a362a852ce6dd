import { Stack, Text } from '@mantine/core';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesign } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useReorder } from '@/features/design/api/reorder';
import { matchesQuery } from '@/features/design/design-tree';
import { kindTerm, kindTerms } from '../delete/delete-impact';
import classes from './DesignList.module.css';
import { ListRowActions } from './ListRowActions';
import { ListToolbar } from './ListToolbar';
import { SortableList } from './SortableList';

const DeleteItemModal = lazy(() => import('../delete/DeleteItemModal'));

/** The lists of items with a title and description (and for groups and electives, clusters). */
export type TNamedKind = 'subjects' | 'cluster-groups' | 'electives';
/** The kinds shown as a flat list: clusters and the named lists. */
export type TListKind = 'clusters' | TNamedKind;

type TDialog<T> = { type: 'form'; item?: T } | { type: 'delete'; item: T } | null;

/** The width of the drag handle and move buttons, and of the edit and delete buttons. */
const HANDLE_WIDTH = '84px';
const ACTIONS_WIDTH = '64px';

export interface TDesignListPanelProps<T extends { id: number; title: string; index?: string }> {
  kind: TListKind;
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
  items: readonly T[];
  /** How an item is named (move buttons, edit and delete), e.g. "1 Project A". Stable. */
  itemLabel: (item: T) => string;
  /** The grid columns of `header` and `cells`, without the handle and the actions. */
  columns: string;
  /** Below this width the list scrolls sideways instead of squeezing its columns. */
  minWidth: string;
  /** The column headings, one element per column. */
  header: ReactNode;
  /** The cells of one row, one element per column. Stable (useCallback): rows are memoised. */
  cells: (item: T) => ReactNode;
  /** The add (no item) or edit form, shown until `onClose`. */
  form: (item: T | undefined, onClose: () => void) => ReactNode;
  /** The search the list opens with (a link to one item, `/ontwerp?cluster=`). */
  initialQuery?: string;
}

/**
 * One list tab of the design screen: search, add, the rows in plan order (reorder by drag, by
 * keyboard and by the move buttons, windowed when long), edit and delete per row, and the
 * empty states. Searching shows the matches (by index or title) and pauses reordering.
 */
export function DesignListPanel<T extends { id: number; title: string; index?: string }>({
  kind,
  design,
  location,
  education,
  readOnly,
  items,
  itemLabel,
  columns,
  minWidth,
  header,
  cells,
  form,
  initialQuery = '',
}: TDesignListPanelProps<T>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const [dialog, setDialog] = useState<TDialog<T>>(null);
  const { mutate: reorder } = useReorder(location, education);

  const shown = useMemo(
    () => items.filter((item) => matchesQuery(item, deferredQuery)),
    [items, deferredQuery],
  );
  const sortable = !readOnly && deferredQuery.trim() === '';
  const onReorder = useCallback((ids: number[]) => reorder({ kind, ids }), [reorder, kind]);
  const close = useCallback(() => setDialog(null), []);

  const renderItem = useCallback(
    (item: T, handle: ReactNode) => (
      <div className={classes.row}>
        <div>{handle}</div>
        {cells(item)}
        {!readOnly && (
          <ListRowActions
            t={t}
            name={itemLabel(item)}
            onEdit={() => setDialog({ type: 'form', item })}
            onDelete={() => setDialog({ type: 'delete', item })}
          />
        )}
      </div>
    ),
    [cells, itemLabel, readOnly, t],
  );

  const style = {
    '--design-handle': sortable ? HANDLE_WIDTH : '0px',
    '--design-columns': readOnly ? columns : `${columns} ${ACTIONS_WIDTH}`,
    '--design-min-width': minWidth,
  } as CSSProperties;
  const words = kindTerms(kind, terms);

  return (
    <Stack gap="sm">
      <ListToolbar
        query={query}
        onQuery={setQuery}
        addLabel={capitalize(t('design.add', { item: kindTerm(kind, terms) }))}
        onAdd={() => setDialog({ type: 'form' })}
        readOnly={readOnly}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">
          {t(items.length === 0 ? 'design.empty' : 'design.emptyFiltered', { items: words })}
        </Text>
      ) : (
        <div className={classes.scroller}>
          <div className={classes.list} style={style}>
            <div className={`${classes.row} ${classes.header}`}>
              <div />
              {header}
              {!readOnly && <span className={classes.actions}>{t('design.columns.actions')}</span>}
            </div>
            <SortableList
              items={shown}
              label={capitalize(words)}
              sortable={sortable}
              windowed
              itemLabel={itemLabel}
              onReorder={onReorder}
              renderItem={renderItem}
            />
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        {dialog?.type === 'form' && form(dialog.item, close)}
        {dialog?.type === 'delete' && (
          <DeleteItemModal
            design={design}
            location={location}
            education={education}
            kind={kind}
            id={dialog.item.id}
            name={itemLabel(dialog.item)}
            onClose={close}
          />
        )}
      </Suspense>
    </Stack>
  );
}

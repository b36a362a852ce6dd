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
import type { TClusterGroup, TDesign, TElective, TSubject } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useReorder } from '../api/reorder';
import { DESIGN_LIST_OF, matchesQuery } from '../design-tree';
import classes from './DesignList.module.css';
import { ListToolbar } from './ListToolbar';
import { RowActions } from './RowActions';
import { SortableList } from './SortableList';

const NamedFormModal = lazy(() => import('./NamedFormModal'));
const DeleteItemModal = lazy(() => import('./DeleteItemModal'));

export type TNamedKind = 'subjects' | 'cluster-groups' | 'electives';
type TNamedItem = TSubject | TClusterGroup | TElective;

type TDialog = { type: 'form'; item?: TNamedItem } | { type: 'delete'; item: TNamedItem } | null;

const titleOf = (item: TNamedItem) => item.title;

interface TProps {
  kind: TNamedKind;
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
}

/**
 * Subjects, cluster groups or electives: a list with title, description and the number of
 * clusters (and for electives the default credits), with create, edit, delete and reorder.
 */
export function NamedListPanel({ kind, design, location, education, readOnly }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [dialog, setDialog] = useState<TDialog>(null);
  const { mutate: reorder } = useReorder(location, education);

  const items: readonly TNamedItem[] = design[DESIGN_LIST_OF[kind]];
  const word = {
    subjects: terms.subject,
    'cluster-groups': terms.clusterGroup,
    electives: terms.electiveSubject,
  }[kind];
  const words = {
    subjects: terms.subjects,
    'cluster-groups': terms.clusterGroups,
    electives: terms.electiveSubjects,
  }[kind];

  // Subjects are linked from the clusters; count them once per design, not per row.
  const clusterCount = useMemo(() => {
    const counts = new Map<number, number>();
    if (kind === 'subjects') {
      for (const cluster of design.clusters) {
        for (const id of cluster.subject_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    return counts;
  }, [kind, design.clusters]);

  const shown = useMemo(
    () => items.filter((item) => matchesQuery(item, deferredQuery)),
    [items, deferredQuery],
  );
  const sortable = !readOnly && deferredQuery.trim() === '';
  const onReorder = useCallback((ids: number[]) => reorder({ kind, ids }), [reorder, kind]);

  const renderItem = useCallback(
    (item: TNamedItem, handle: ReactNode) => (
      <div className={classes.row}>
        <div>{handle}</div>
        <span className={classes.cell} title={item.title}>
          {item.title}
        </span>
        <span className={classes.cell} title={item.details ?? undefined}>
          {item.details ?? '–'}
        </span>
        {kind === 'electives' && (
          <span className={`${classes.cell} ${classes.number}`}>
            {(item as TElective).default_ects ?? '–'}
          </span>
        )}
        <span className={`${classes.cell} ${classes.number}`}>
          {'cluster_ids' in item ? item.cluster_ids.length : (clusterCount.get(item.id) ?? 0)}
        </span>
        {!readOnly && (
          <RowActions
            t={t}
            name={item.title}
            onEdit={() => setDialog({ type: 'form', item })}
            onDelete={() => setDialog({ type: 'delete', item })}
          />
        )}
      </div>
    ),
    [readOnly, t, kind, clusterCount],
  );

  const columns = [
    'minmax(160px, 1fr)',
    'minmax(120px, 2fr)',
    ...(kind === 'electives' ? ['80px'] : []),
    '80px',
    ...(readOnly ? [] : ['64px']),
  ].join(' ');
  const style = {
    '--design-handle': sortable ? '84px' : '0px',
    '--design-columns': columns,
    '--design-min-width': '640px',
  } as CSSProperties;

  return (
    <Stack gap="sm">
      <ListToolbar
        query={query}
        onQuery={setQuery}
        addLabel={capitalize(t('design.add', { item: word }))}
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
              <span>{t('design.columns.title')}</span>
              <span>{capitalize(terms.description)}</span>
              {kind === 'electives' && (
                <span className={classes.cell}>
                  {t('design.fields.defaultCredits', { credits: terms.credits })}
                </span>
              )}
              <span className={classes.cell}>{capitalize(terms.clusters)}</span>
              {!readOnly && <span className={classes.actions}>{t('design.columns.actions')}</span>}
            </div>
            <SortableList
              items={shown}
              label={capitalize(words)}
              sortable={sortable}
              itemLabel={titleOf}
              onReorder={onReorder}
              renderItem={renderItem}
            />
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        {dialog?.type === 'form' && (
          <NamedFormModal
            kind={kind}
            design={design}
            location={location}
            education={education}
            item={dialog.item}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.type === 'delete' && (
          <DeleteItemModal
            design={design}
            location={location}
            education={education}
            kind={kind}
            id={dialog.item.id}
            name={dialog.item.title}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}

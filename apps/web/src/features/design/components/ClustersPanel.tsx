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
import type { TCluster, TDesign } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useReorder } from '../api/reorder';
import { matchesQuery } from '../design-tree';
import classes from './DesignList.module.css';
import { ListToolbar } from './ListToolbar';
import { RowActions } from './RowActions';
import { SortableList } from './SortableList';

const ClusterFormModal = lazy(() => import('./ClusterFormModal'));
const DeleteItemModal = lazy(() => import('./DeleteItemModal'));

type TDialog = { type: 'form'; cluster?: TCluster } | { type: 'delete'; cluster: TCluster } | null;

const COLUMNS = '64px minmax(160px, 1fr) minmax(90px, 160px) 64px 64px 56px 64px';

export const clusterName = (cluster: TCluster) => `${cluster.index} ${cluster.title}`;

interface TProps {
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
}

/** The clusters of the design: a list in plan order with create, edit, delete and reorder. */
export function ClustersPanel({ design, location, education, readOnly }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [dialog, setDialog] = useState<TDialog>(null);
  const { mutate: reorder } = useReorder(location, education);

  const shown = useMemo(
    () => design.clusters.filter((cluster) => matchesQuery(cluster, deferredQuery)),
    [design.clusters, deferredQuery],
  );
  const sortable = !readOnly && deferredQuery.trim() === '';

  const onReorder = useCallback((ids: number[]) => reorder({ kind: 'clusters', ids }), [reorder]);
  const renderItem = useCallback(
    (cluster: TCluster, handle: ReactNode) => (
      <div className={classes.row}>
        <div>{handle}</div>
        <span className={`${classes.cell} ${classes.number}`}>{cluster.index}</span>
        <span className={classes.cell} title={cluster.title}>
          {cluster.title}
        </span>
        <span className={classes.cell}>{cluster.short_title}</span>
        <span className={`${classes.cell} ${classes.number}`}>{cluster.ects ?? '–'}</span>
        <span className={`${classes.cell} ${classes.number}`}>{cluster.cluster_width}</span>
        <span className={classes.cell}>
          {cluster.color ? (
            <span
              className={classes.swatch}
              style={{ background: cluster.color }}
              title={cluster.color}
            />
          ) : (
            '–'
          )}
        </span>
        <span className={`${classes.cell} ${classes.number}`}>{cluster.goal_ids.length}</span>
        {!readOnly && (
          <RowActions
            t={t}
            name={clusterName(cluster)}
            onEdit={() => setDialog({ type: 'form', cluster })}
            onDelete={() => setDialog({ type: 'delete', cluster })}
          />
        )}
      </div>
    ),
    [readOnly, t],
  );

  const style = {
    '--design-handle': sortable ? '84px' : '0px',
    '--design-columns': readOnly ? COLUMNS : `${COLUMNS} 64px`,
    '--design-min-width': '820px',
  } as CSSProperties;

  return (
    <Stack gap="sm">
      <ListToolbar
        query={query}
        onQuery={setQuery}
        addLabel={capitalize(t('design.add', { item: terms.cluster }))}
        onAdd={() => setDialog({ type: 'form' })}
        readOnly={readOnly}
      />
      {design.clusters.length === 0 || shown.length === 0 ? (
        <Text c="dimmed">
          {t(design.clusters.length === 0 ? 'design.empty' : 'design.emptyFiltered', {
            items: terms.clusters,
          })}
        </Text>
      ) : (
        <div className={classes.scroller}>
          <div className={classes.list} style={style}>
            <div className={`${classes.row} ${classes.header}`}>
              <div />
              <span>{t('design.columns.index')}</span>
              <span>{t('design.columns.title')}</span>
              <span>{t('design.columns.shortTitle')}</span>
              <span>{capitalize(terms.credits)}</span>
              <span>{t('design.columns.width')}</span>
              <span>{t('design.columns.color')}</span>
              <span className={classes.cell} title={capitalize(terms.learningGoals)}>
                {capitalize(terms.learningGoals)}
              </span>
              {!readOnly && <span className={classes.actions}>{t('design.columns.actions')}</span>}
            </div>
            <SortableList
              items={shown}
              label={capitalize(terms.clusters)}
              sortable={sortable}
              itemLabel={clusterName}
              onReorder={onReorder}
              renderItem={renderItem}
            />
          </div>
        </div>
      )}
      <Suspense fallback={null}>
        {dialog?.type === 'form' && (
          <ClusterFormModal
            design={design}
            location={location}
            education={education}
            cluster={dialog.cluster}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.type === 'delete' && (
          <DeleteItemModal
            design={design}
            location={location}
            education={education}
            kind="clusters"
            id={dialog.cluster.id}
            name={clusterName(dialog.cluster)}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}

import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCluster, TDesign } from '@cp/contracts';
import { useNumberFormat } from '@/lib/number-format';
import { capitalize, useTerms } from '@/lib/use-terms';
import classes from './DesignList.module.css';
import { DesignListPanel } from './DesignListPanel';

const ClusterFormModal = lazy(() => import('../forms/ClusterFormModal'));

const COLUMNS = '64px minmax(160px, 1fr) minmax(90px, 160px) 64px 64px 56px 64px';

export const clusterName = (cluster: TCluster) => `${cluster.index} ${cluster.title}`;

/**
 * The cells of one cluster row (light spans: 300 rows stay quick); numbers in the interface
 * language's format ("2,5" EC in Dutch).
 */
function clusterCells(cluster: TCluster, number: (value: string | number | null) => string) {
  return (
    <>
      <span className={`${classes.cell} ${classes.number}`}>{cluster.index}</span>
      <span className={classes.cell} title={cluster.title}>
        {cluster.title}
      </span>
      <span className={classes.cell}>{cluster.short_title}</span>
      <span className={`${classes.cell} ${classes.number}`}>{number(cluster.ects)}</span>
      <span className={`${classes.cell} ${classes.number}`}>{number(cluster.cluster_width)}</span>
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
      <span className={`${classes.cell} ${classes.number}`}>{number(cluster.goal_ids.length)}</span>
    </>
  );
}

interface TProps {
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
  /** The search the list opens with (a link to one cluster). */
  initialQuery?: string;
}

/** The clusters of the design: a list in plan order with create, edit, delete and reorder. */
export function ClustersPanel(props: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const number = useNumberFormat();
  const { design, location, education } = props;
  const cells = useCallback((cluster: TCluster) => clusterCells(cluster, number), [number]);
  const form = useCallback(
    (cluster: TCluster | undefined, onClose: () => void) => (
      <ClusterFormModal
        design={design}
        location={location}
        education={education}
        cluster={cluster}
        onClose={onClose}
      />
    ),
    [design, location, education],
  );

  return (
    <DesignListPanel
      {...props}
      kind="clusters"
      items={design.clusters}
      itemLabel={clusterName}
      columns={COLUMNS}
      minWidth="820px"
      header={
        <>
          <span>{t('design.columns.index')}</span>
          <span>{t('design.columns.title')}</span>
          <span>{t('design.columns.shortTitle')}</span>
          <span>{capitalize(terms.credits)}</span>
          <span>{t('design.columns.width')}</span>
          <span>{t('design.columns.color')}</span>
          <span className={classes.cell} title={capitalize(terms.learningGoals)}>
            {capitalize(terms.learningGoals)}
          </span>
        </>
      }
      cells={cells}
      form={form}
    />
  );
}

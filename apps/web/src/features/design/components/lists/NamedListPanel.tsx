import { lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClusterGroup, TDesign, TElective, TSubject } from '@cp/contracts';
import { useNumberFormat } from '@/lib/number-format';
import { capitalize, useTerms } from '@/lib/use-terms';
import { DESIGN_LIST_OF } from '@/features/design/design-tree';
import classes from './DesignList.module.css';
import { DesignListPanel, type TNamedKind } from './DesignListPanel';

const NamedFormModal = lazy(() => import('../forms/NamedFormModal'));

type TNamedItem = TSubject | TClusterGroup | TElective;

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
export function NamedListPanel(props: TProps) {
  const { kind, design, location, education } = props;
  const { t } = useTranslation();
  const terms = useTerms();
  const number = useNumberFormat();
  const items: readonly TNamedItem[] = design[DESIGN_LIST_OF[kind]];

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

  const cells = useCallback(
    (item: TNamedItem) => (
      <>
        <span className={classes.cell} title={item.title}>
          {item.title}
        </span>
        <span className={classes.cell} title={item.details ?? undefined}>
          {item.details ?? '–'}
        </span>
        {kind === 'electives' && (
          <span className={`${classes.cell} ${classes.number}`}>
            {number((item as TElective).default_ects)}
          </span>
        )}
        <span className={`${classes.cell} ${classes.number}`}>
          {number(
            'cluster_ids' in item ? item.cluster_ids.length : (clusterCount.get(item.id) ?? 0),
          )}
        </span>
      </>
    ),
    [kind, clusterCount, number],
  );

  const form = useCallback(
    (item: TNamedItem | undefined, onClose: () => void) => (
      <NamedFormModal
        kind={kind}
        design={design}
        location={location}
        education={education}
        item={item}
        onClose={onClose}
      />
    ),
    [kind, design, location, education],
  );

  const columns = [
    'minmax(160px, 1fr)',
    'minmax(120px, 2fr)',
    ...(kind === 'electives' ? ['80px'] : []),
    '80px',
  ].join(' ');

  return (
    <DesignListPanel
      {...props}
      items={items}
      itemLabel={titleOf}
      columns={columns}
      minWidth="640px"
      header={
        <>
          <span>{t('design.columns.title')}</span>
          <span>{capitalize(terms.description)}</span>
          {kind === 'electives' && (
            <span className={classes.cell}>
              {t('design.fields.defaultCredits', { credits: terms.credits })}
            </span>
          )}
          <span className={classes.cell}>{capitalize(terms.clusters)}</span>
        </>
      }
      cells={cells}
      form={form}
    />
  );
}

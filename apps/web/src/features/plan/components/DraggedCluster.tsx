import type { TCluster } from '@cp/contracts';
import { clusterName, DEFAULT_BAR_COLOR } from '../timeline-model';
import panelClasses from './UnplannedPanel.module.css';

/** What follows the pointer while a cluster is dragged from the side list: colour and name. */
export function DraggedCluster({ cluster }: { cluster: TCluster }) {
  return (
    <div className={panelClasses.overlay}>
      <span
        className={panelClasses.swatch}
        style={{ background: cluster.color ?? DEFAULT_BAR_COLOR }}
      />
      <span className={panelClasses.name}>{clusterName(cluster)}</span>
    </div>
  );
}

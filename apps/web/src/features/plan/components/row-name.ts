import { clusterName, type TTimelineRow } from '../timeline-model';

/** How a timeline row is named in announcements and dialogs: its elective or its cluster. */
export const rowName = (row: TTimelineRow) =>
  row.kind === 'elective' ? (row.elective?.title ?? '?') : clusterName(row.cluster);

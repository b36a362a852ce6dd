import { useMemo } from 'react';
import type { TBubblesAnalysis } from '@cp/contracts';
import { bubbleSize, packLanes } from '../charts/lanes';

/** A lane is as high as the largest bubble and a gap, so bubbles of two lanes never touch. */
export const LANE_HEIGHT = 60;
/** The plot's margins left and right (px), and the gap kept between bubbles of one lane. */
export const SIDE = 24;
const GAP = 4;

export type TBubble = TBubblesAnalysis['bubbles'][number];

/**
 * Where the bubbles go at this width: each bubble's diameter (by EC or by number of goals), its
 * lane, and how many lanes there are.
 */
export function useBubbleLayout(data: TBubblesAnalysis, sizeBy: 'ects' | 'goals', width: number) {
  const valueOf = (bubble: TBubble) => (sizeBy === 'ects' ? (bubble.ects ?? 0) : bubble.goals);
  const sizes = useMemo(() => {
    const max = Math.max(0, ...data.bubbles.map(valueOf));
    return new Map(data.bubbles.map((b) => [b.planned_cluster_id, bubbleSize(valueOf(b), max)]));
    // valueOf follows sizeBy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.bubbles, sizeBy]);
  // A lane holds bubbles whose circles (not only their weeks) do not overlap at this width.
  const placed = useMemo(() => {
    const perWeek = Math.max(1, (width - 2 * SIDE) / Math.max(1, data.year.weeks));
    return packLanes(data.bubbles, (bubble) => {
      const centre = (bubble.start_week + bubble.end_week) / 2;
      const radius = ((sizes.get(bubble.planned_cluster_id) ?? 0) / 2 + GAP) / perWeek;
      const half = Math.max((bubble.end_week - bubble.start_week + 1) / 2, radius);
      return [centre - half, centre + half];
    });
  }, [data.bubbles, data.year.weeks, sizes, width]);
  const lanes = Math.max(1, ...placed.map((entry) => entry.lane + 1));
  return { sizes, placed, lanes };
}

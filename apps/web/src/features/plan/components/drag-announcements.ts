import type { Active, Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { TCluster } from '@cp/contracts';
import { clusterName } from '../timeline-model';
import type { TDropTarget } from './Timeline';

const nameOf = (active: Active) =>
  clusterName((active.data.current as { cluster?: TCluster } | undefined)?.cluster);

/** What the plan board tells the drag speech; one per board. */
export interface TDragSpeech {
  /** A drag began: nothing said of it yet. */
  start: () => void;
  /** The week under the pointer now, or null outside the weeks of the timeline. */
  aim: (target: TDropTarget | null) => void;
  /** What the drop did, in words. */
  settle: (outcome: string) => void;
  /** dnd-kit's announcements, reading what the board told. */
  announcements: (t: TFunction, terms: { electiveSubject: string }) => Announcements;
}

/**
 * dnd-kit's screen reader texts in the interface language, naming the cluster and the week
 * (its defaults are English and name the technical ids: "Draggable item cluster-302 ...").
 * dnd-kit calls the board's handlers before its announcements (same event), so these read what
 * the handlers just told. The drop on the timeline droppable says nothing by itself: the week
 * comes with the moves.
 */
export function createDragSpeech(): TDragSpeech {
  let target: TDropTarget | null = null;
  // The week last told, so that a move within one week says nothing again.
  let spokenWeek: number | null = null;
  let outcome: string | null = null;
  return {
    start: () => {
      target = null;
      spokenWeek = null;
      outcome = null;
    },
    aim: (next) => {
      target = next;
    },
    settle: (text) => {
      outcome = text;
    },
    announcements: (t, terms) => ({
      onDragStart({ active }) {
        spokenWeek = null;
        return t('planScreen.drag.pickedUp', { name: nameOf(active) });
      },
      onDragMove({ active }) {
        const week = target?.week ?? null;
        if (week === spokenWeek) return undefined;
        spokenWeek = week;
        const name = nameOf(active);
        if (week === null) return t('planScreen.drag.outside', { name });
        return t(target?.blocked ? 'planScreen.drag.overElective' : 'planScreen.drag.movedTo', {
          name,
          week,
          electiveSubject: terms.electiveSubject,
        });
      },
      onDragOver: () => undefined,
      onDragEnd({ active }) {
        return outcome ?? t('planScreen.drag.notDropped', { name: nameOf(active) });
      },
      onDragCancel({ active }) {
        return t('planScreen.drag.cancelled', { name: nameOf(active) });
      },
    }),
  };
}

/** The hidden instructions dnd-kit renders (a drag here is by pointer; the button plans by keys). */
export const planDragInstructions = (t: TFunction): ScreenReaderInstructions => ({
  draggable: t('planScreen.drag.instructions'),
});

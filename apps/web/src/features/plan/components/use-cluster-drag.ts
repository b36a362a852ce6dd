import {
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCluster, TTermWords } from '@cp/contracts';
import { clusterName } from '../timeline-model';
import { createDragSpeech, planDragInstructions } from './drag-announcements';
import type { TTimelineHandle } from './Timeline';

const pointerOf = (event: DragMoveEvent | DragEndEvent) => {
  const start = event.activatorEvent as PointerEvent | MouseEvent;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
};

/**
 * Dragging a design cluster from the side list onto a week of the timeline (dnd-kit): the
 * timeline shows where it would land, a drop plans it there, and dnd-kit's live region tells
 * it in the interface language. Answers what the DndContext takes and the cluster dragged.
 */
export function useClusterDrag({
  timeline,
  drop,
  onDropped,
  terms,
}: {
  timeline: RefObject<TTimelineHandle | null>;
  /** Plans the cluster from that week on. */
  drop: (cluster: TCluster, week: number) => void;
  /** After a drop planned the cluster. */
  onDropped: (clusterId: number) => void;
  terms: TTermWords;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<TCluster | null>(null);
  // The drag handlers read the cluster from here: they may run before the state re-renders.
  const draggedRef = useRef<TCluster | null>(null);
  // What dnd-kit's live region tells of the drag (its handlers write, its announcements read).
  const [dragSpeech] = useState(createDragSpeech);
  const accessibility = useMemo(
    () => ({
      announcements: dragSpeech.announcements(t, terms),
      screenReaderInstructions: planDragInstructions(t),
      restoreFocus: false,
    }),
    [dragSpeech, t, terms],
  );
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const onDragStart = (event: DragStartEvent) => {
    const cluster = (event.active.data.current as { cluster?: TCluster } | undefined)?.cluster;
    draggedRef.current = cluster ?? null;
    dragSpeech.start();
    setDragged(cluster ?? null);
  };
  const onDragMove = (event: DragMoveEvent) => {
    const dragged = draggedRef.current;
    if (!dragged) return;
    const point = pointerOf(event);
    const over = timeline.current?.targetAt(point.x, point.y) ?? null;
    dragSpeech.aim(over);
    timeline.current?.showDrop(over && { ...over, width: dragged.cluster_width });
  };
  const onDragEnd = (event: DragEndEvent) => {
    const cluster = draggedRef.current;
    draggedRef.current = null;
    setDragged(null);
    timeline.current?.showDrop(null);
    if (!cluster) return;
    const point = pointerOf(event);
    const over = timeline.current?.targetAt(point.x, point.y) ?? null;
    if (!over) return;
    const name = clusterName(cluster);
    // dnd-kit's live region tells the outcome (planDragAnnouncements), not the board's Announcer.
    if (over.blocked) {
      const message = t('planScreen.notIntoElective', { electiveSubject: terms.electiveSubject });
      notifications.show({ color: 'orange', message });
      dragSpeech.settle(message);
      return;
    }
    drop(cluster, over.week);
    onDropped(cluster.id);
    dragSpeech.settle(t('planScreen.drag.dropped', { name, week: over.week }));
  };
  const onDragCancel = () => {
    draggedRef.current = null;
    setDragged(null);
    timeline.current?.showDrop(null);
  };

  return {
    dragged,
    context: { sensors, accessibility, onDragStart, onDragMove, onDragEnd, onDragCancel },
  };
}

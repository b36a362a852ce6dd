import { DndContext, DragOverlay, pointerWithin } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { TDesign, TYearPlan } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { usePlanActions } from '../api/use-plan-actions';
import { yearPlanQueryOptions } from '../api/year-plan';
import { Announcer } from './Announcer';
import { DetailsDrawer } from './DetailsDrawer';
import { DraggedCluster } from './DraggedCluster';
import { PlanDialogs } from './PlanDialogs';
import { PlanLegend } from './PlanLegend';
import { PlanToolbar } from './PlanToolbar';
import { Timeline, type TTimelineHandle } from './Timeline';
import { UnplannedPanel } from './UnplannedPanel';
import { useAnnouncer } from './use-announcer';
import { useBarChanges } from './use-bar-changes';
import { useClusterDrag } from './use-cluster-drag';
import { useDetailsDrawer } from './use-details-drawer';
import { usePlanDialog } from './use-plan-dialog';
import { usePlanRows } from './use-plan-rows';
import { useRevealPlanned } from './use-reveal-planned';
import { useRowActions } from './use-row-actions';
import { useTimelineTexts } from './use-timeline-texts';

/**
 * One year's plan: the toolbar, the clusters still to plan (drag sources), the timeline (drop
 * target, bars to move and resize), the forms, and the details of a planned cluster in a side
 * drawer. Every change is saved at once (api/plan-changes.ts); the result is announced to
 * screen readers.
 */
export function PlanBoard(props: {
  location: string;
  education: string;
  year: string;
  design: TDesign;
  readOnly: boolean;
}) {
  // PlanScreen has loaded it and keeps it fresh: this observer only reads (no second fetch).
  const { data } = useQuery({
    ...yearPlanQueryOptions(props.location, props.education, props.year),
    refetchOnMount: false,
  });
  return data ? <PlanBoardView {...props} plan={data} /> : null;
}

function PlanBoardView({
  location,
  education,
  year,
  plan,
  design,
  readOnly,
}: {
  location: string;
  education: string;
  year: string;
  plan: TYearPlan;
  design: TDesign;
  readOnly: boolean;
}) {
  const terms = useTerms();
  const target = useMemo(() => ({ location, education, year }), [location, education, year]);
  const actions = usePlanActions(target, design, plan.year.weeks);
  const { rows, unplanned, electivesToPlace } = usePlanRows(plan, design);
  const { dialog, setDialog, openPlace, openBlock } = usePlanDialog();
  const timeline = useRef<TTimelineHandle | null>(null);
  const details = useDetailsDrawer(plan, rows, timeline);
  const revealPlanned = useRevealPlanned(rows, timeline);
  const { announcer, announce } = useAnnouncer();
  const { weeksText, labels, texts } = useTimelineTexts(terms, readOnly);
  const rowActions = useRowActions(readOnly, setDialog, details.open);
  const { move, moveSlot } = actions;
  const { onChange, onBlocked } = useBarChanges({ move, moveSlot, announce, weeksText, terms });
  const drag = useClusterDrag({ timeline, drop: actions.drop, onDropped: revealPlanned, terms });

  return (
    <>
      {!readOnly && (
        <PlanToolbar
          terms={terms}
          electivesLeft={electivesToPlace.length > 0}
          onAddBlock={() => setDialog({ kind: 'block', block: null })}
          onAddElective={() => setDialog({ kind: 'elective', row: null })}
        />
      )}
      <DndContext collisionDetection={pointerWithin} autoScroll={false} {...drag.context}>
        <div style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'stretch' }}>
          {!readOnly && (
            <UnplannedPanel
              clusters={unplanned}
              designEmpty={design.clusters.length === 0}
              activeId={drag.dragged?.id ?? null}
              onPlan={openPlace}
            />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <Timeline
              ref={timeline}
              year={plan.year}
              rows={rows}
              blocks={plan.special_blocks}
              readOnly={readOnly}
              texts={texts}
              labels={labels}
              actions={rowActions}
              onEditBlock={openBlock}
              onChange={onChange}
              onBlocked={onBlocked}
            />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {drag.dragged && <DraggedCluster cluster={drag.dragged} />}
        </DragOverlay>
      </DndContext>
      <PlanLegend />
      <Announcer ref={announcer} />
      <PlanDialogs
        dialog={dialog}
        plan={plan}
        electivesToPlace={electivesToPlace}
        actions={actions}
        onPlaced={revealPlanned}
        announce={announce}
        onClose={() => setDialog(null)}
      />
      <DetailsDrawer
        location={location}
        education={education}
        plan={plan}
        plannedClusterId={details.shown}
        readOnly={readOnly}
        terms={terms}
        dialogOpen={details.dialogOpen}
        onDialogChange={details.setDialogOpen}
        onClose={() => details.open(null)}
      />
    </>
  );
}

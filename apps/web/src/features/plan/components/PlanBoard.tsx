import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Button, Center, Drawer, Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCluster, TDesign, TSpecialBlock, TWeekRange, TYearPlan } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { usePlanActions } from '../api/use-plan-actions';
import { yearPlanQueryOptions } from '../api/year-plan';
import { messageText } from '@/lib/server-messages';
import {
  clusterName,
  DEFAULT_BAR_COLOR,
  rowBuilder,
  unplacedElectives,
  unplannedClusters,
  type TElectiveRow,
  type TTimelineRow,
} from '../timeline-model';
import { Announcer, type TAnnouncer } from './Announcer';
import { createDragSpeech, planDragInstructions } from './drag-announcements';
import { ChoiceModal } from './ChoiceModal';
import { ElectiveModal } from './ElectiveModal';
import { PlaceClusterModal } from './PlaceClusterModal';
import { PlanLegend } from './PlanLegend';
import { RemoveModal } from './RemoveModal';
import { SpecialBlockModal } from './SpecialBlockModal';
import { Timeline, type TTimelineHandle, type TTimelineTexts } from './Timeline';
import type { TRowActions, TRowLabels } from './TimelineRow';
import { UnplannedPanel } from './UnplannedPanel';
import panelClasses from './UnplannedPanel.module.css';

const PlannedClusterDetails = lazy(() => import('./details/PlannedClusterDetails'));

/**
 * `/plan/{year}?geplandcluster={id}` opens that planned cluster's details (the analysis links
 * its findings here, features/analysis/analysis-links.ts).
 */
export const PLANNED_CLUSTER_PARAM = 'geplandcluster';

type TDialog =
  | { kind: 'block'; block: TSpecialBlock | null }
  | { kind: 'elective'; row: TElectiveRow | null }
  | { kind: 'choice'; row: TElectiveRow }
  | { kind: 'place'; cluster: TCluster }
  | { kind: 'remove'; row: TTimelineRow };

const rowName = (row: TTimelineRow) =>
  row.kind === 'elective' ? (row.elective?.title ?? '?') : clusterName(row.cluster);

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
  const { t } = useTranslation();
  const terms = useTerms();
  const weeks = plan.year.weeks;
  const target = useMemo(() => ({ location, education, year }), [location, education, year]);
  const actions = usePlanActions(target, design, weeks);
  const { move, moveSlot } = actions;

  // Unchanged rows keep their objects from one answer to the next (memoised rows).
  const [build] = useState(rowBuilder);
  const rows = useMemo(() => build(plan, design), [build, plan, design]);
  // The same list while the planned clusters stay the same (a move changes only their weeks).
  const plannedIds = plan.planned_clusters.map((item) => item.cluster_id).join(',');
  const unplanned = useMemo(
    () => unplannedClusters(design, new Set(plannedIds.split(',').map(Number))),
    [plannedIds, design],
  );
  const electivesToPlace = useMemo(() => unplacedElectives(plan, design), [plan, design]);

  const [dialog, setDialog] = useState<TDialog | null>(null);
  // A form open inside the details: Escape closes that form, not the drawer with what was typed.
  const [detailsDialogOpen, setDetailsDialogOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get(PLANNED_CLUSTER_PARAM));
  const [details, setDetails] = useState<number | null>(() =>
    Number.isInteger(linked) && linked > 0 ? linked : null,
  );
  const announcer = useRef<TAnnouncer | null>(null);
  const announce = useCallback((text: string) => announcer.current?.say(text), []);
  const [dragged, setDragged] = useState<TCluster | null>(null);
  // The drag handlers read the cluster from here: they may run before the state re-renders.
  const draggedRef = useRef<TCluster | null>(null);
  // What dnd-kit's live region tells of the drag (its handlers write, its announcements read).
  const [dragSpeech] = useState(createDragSpeech);
  const dragAccessibility = useMemo(
    () => ({
      announcements: dragSpeech.announcements(t, terms),
      screenReaderInstructions: planDragInstructions(t),
      restoreFocus: false,
    }),
    [dragSpeech, t, terms],
  );
  // The design cluster just planned: its row scrolls into view once it exists.
  const reveal = useRef<number | null>(null);
  const timeline = useRef<TTimelineHandle | null>(null);
  // Details of a planned cluster that went away (removed here or elsewhere) close.
  const detailsShown =
    details !== null && plan.planned_clusters.some((item) => item.id === details) ? details : null;

  // The linked planned cluster's row scrolls into view; the link is then spent (a reload or the
  // back button does not open the details again after they were closed).
  useEffect(() => {
    if (!params.has(PLANNED_CLUSTER_PARAM)) return;
    const row = rows.find((item) => item.kind === 'cluster' && item.planned.id === linked);
    if (row) timeline.current?.reveal(row.key);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLANNED_CLUSTER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, rows, linked, setParams]);

  useEffect(() => {
    if (reveal.current === null) return;
    const row = rows.find(
      (item) => item.kind === 'cluster' && item.planned.cluster_id === reveal.current,
    );
    if (row) {
      timeline.current?.reveal(row.key);
      reveal.current = null;
    }
  }, [rows]);

  const weeksText = useCallback(
    (range: TWeekRange) =>
      range.start_week === range.end_week
        ? t('planScreen.weekSingle', { week: range.start_week })
        : t('planScreen.weekRange', { start: range.start_week, end: range.end_week }),
    [t],
  );

  const labels = useMemo<TRowLabels>(
    () => ({
      bar: (name, range) => `${name}, ${weeksText(range)}`,
      summary: (name, range, row) =>
        [
          name,
          weeksText(range),
          t('planScreen.counts.tests', { count: row.items.tests.length }),
          t('planScreen.counts.checkups', { count: row.items.checkups.length }),
          t('planScreen.counts.activities', { count: row.items.activities.length }),
        ].join(' · '),
      remove: (name) => t('planScreen.removeOf', { name }),
      editSlot: (name) => t('planScreen.editOf', { name }),
      places: (taken, places) => t('planScreen.elective.taken', { taken, places }),
      addChoice: t('planScreen.choice.add'),
      addChoiceOf: (name) => t('planScreen.choice.addTo', { name }),
      noPlace: messageText('plan.noPlaceLeft', { terms }),
    }),
    [t, weeksText, terms],
  );

  const texts = useMemo<TTimelineTexts>(
    () => ({
      rows: (name) => t('planScreen.rowsLabel', { year: name }),
      weekColumn: t('planScreen.weekColumn'),
      blocksLane: t('planScreen.blocksLane'),
      week: (week) => t('planScreen.weekSingle', { week }),
      periodName: (period) =>
        period.name ?? t('educations.periodName', { position: period.position }),
      editBlock: (block) => t('planScreen.block.editOf', { name: block.name }),
      blockTitle: (block) => `${block.name}, ${weeksText(block)}`,
      barHint: t('planScreen.barHint'),
      barHintReadOnly: t('planScreen.barHintReadOnly'),
      resizeNames: t('planScreen.resizeNames'),
      empty: t(readOnly ? 'planScreen.emptyReadOnly' : 'planScreen.empty', {
        clusters: terms.clusters,
        educationYear: terms.educationYear,
      }),
    }),
    [t, weeksText, readOnly, terms.clusters, terms.educationYear],
  );

  const rowActions = useMemo<TRowActions>(
    () => ({
      open: (row) => {
        if (row.kind === 'elective') {
          if (!readOnly && row.slot.id > 0) setDialog({ kind: 'elective', row });
        } else if (row.planned.id > 0) setDetails(row.planned.id);
      },
      remove: (row) => setDialog({ kind: 'remove', row }),
      addChoice: (row) => setDialog({ kind: 'choice', row }),
    }),
    [readOnly],
  );

  const onChange = useCallback(
    (row: TTimelineRow, range: TWeekRange, how: 'pointer' | 'keyboard') => {
      const name = rowName(row);
      if (row.kind === 'elective') moveSlot({ slot: row.slot, range });
      else move({ id: row.planned.id, range });
      announce(
        t(how === 'keyboard' ? 'planScreen.announce.keyboard' : 'planScreen.announce.moved', {
          name,
          weeks: weeksText(range),
        }),
      );
    },
    [t, weeksText, move, moveSlot, announce],
  );
  const openPlace = useCallback((cluster: TCluster) => setDialog({ kind: 'place', cluster }), []);
  const openBlock = useCallback((block: TSpecialBlock) => setDialog({ kind: 'block', block }), []);
  const onBlocked = useCallback(() => {
    const message = messageText('plan.electiveOverBlock', { terms });
    notifications.show({ color: 'red', message });
    announce(message);
  }, [terms, announce]);

  // Dragging a design cluster from the side list onto a week.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const pointerOf = (event: DragMoveEvent | DragEndEvent) => {
    const start = event.activatorEvent as PointerEvent | MouseEvent;
    return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
  };
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
    actions.drop(cluster, over.week);
    reveal.current = cluster.id;
    dragSpeech.settle(t('planScreen.drag.dropped', { name, week: over.week }));
  };
  const onDragCancel = () => {
    draggedRef.current = null;
    setDragged(null);
    timeline.current?.showDrop(null);
  };

  const electiveOf = (row: TElectiveRow | null) =>
    row ? (row.elective ? [row.elective] : []) : electivesToPlace;

  return (
    <>
      {!readOnly && (
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => setDialog({ kind: 'block', block: null })}
          >
            {t('planScreen.block.add')}
          </Button>
          <Button
            variant="light"
            size="xs"
            disabled={electivesToPlace.length === 0}
            title={
              electivesToPlace.length === 0
                ? t('planScreen.elective.nonLeft', {
                    electiveSubjects: terms.electiveSubjects,
                    educationYear: terms.educationYear,
                  })
                : undefined
            }
            onClick={() => setDialog({ kind: 'elective', row: null })}
          >
            {capitalize(t('planScreen.elective.add', { electiveSubject: terms.electiveSubject }))}
          </Button>
        </Group>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        autoScroll={false}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={dragAccessibility}
      >
        <div style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'stretch' }}>
          {!readOnly && (
            <UnplannedPanel
              clusters={unplanned}
              designEmpty={design.clusters.length === 0}
              activeId={dragged?.id ?? null}
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
          {dragged && (
            <div className={panelClasses.overlay}>
              <span
                className={panelClasses.swatch}
                style={{ background: dragged.color ?? DEFAULT_BAR_COLOR }}
              />
              <span className={panelClasses.name}>{clusterName(dragged)}</span>
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <PlanLegend />
      <Announcer ref={announcer} />

      {dialog?.kind === 'block' && (
        <SpecialBlockModal
          block={dialog.block}
          weeks={weeks}
          onSave={(input) => actions.saveBlock({ id: dialog.block?.id ?? null, ...input })}
          onDelete={(block) => actions.removeBlock(block.id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'elective' && (
        <ElectiveModal
          slot={dialog.row?.slot ?? null}
          electives={electiveOf(dialog.row)}
          choices={dialog.row?.choices ?? 0}
          weeks={weeks}
          onSave={(input) => actions.saveElective({ id: dialog.row?.slot.id ?? null, ...input })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'choice' && (
        <ChoiceModal
          electiveName={rowName(dialog.row)}
          candidates={dialog.row.candidates}
          onSave={(cluster) =>
            actions.addChoice({ slotId: dialog.row.slot.id, clusterId: cluster.id })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'place' && (
        <PlaceClusterModal
          cluster={dialog.cluster}
          weeks={weeks}
          onSave={async (range) => {
            await actions.place({ cluster_id: dialog.cluster.id, ...range });
            reveal.current = dialog.cluster.id;
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveModal
          plan={plan}
          row={dialog.row}
          name={rowName(dialog.row)}
          onConfirm={() => {
            const row = dialog.row;
            if (row.kind === 'elective') actions.removeSlot(row.slot.id);
            else actions.removeCluster(row.planned.id);
            announce(t('planScreen.announce.removed', { name: rowName(row) }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <Drawer
        opened={detailsShown !== null}
        onClose={() => {
          setDetails(null);
          setDetailsDialogOpen(false);
        }}
        closeOnEscape={!detailsDialogOpen}
        position="right"
        size="xl"
        // The panel names the cluster itself; the drawer says what it is.
        title={capitalize(t('planScreen.detailsTitle', { cluster: terms.cluster }))}
      >
        {detailsShown !== null && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('app.loading')} />
              </Center>
            }
          >
            <PlannedClusterDetails
              location={location}
              education={education}
              plan={plan}
              plannedClusterId={detailsShown}
              readOnly={readOnly}
              onClose={() => setDetails(null)}
              onDialogChange={setDetailsDialogOpen}
            />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}

import { useMemo } from 'react';
import {
  defaultRange,
  type TCluster,
  type TDesign,
  type TPlannedElective,
  type TWeekRange,
} from '@cp/contracts';
import {
  addPlannedCluster,
  changeElective,
  moveCluster,
  putElective,
  putSpecialBlock,
  removeElective,
  removePlannedCluster,
  removeSpecialBlock,
  replacePlannedCluster,
} from '../plan-updates';
import {
  planRequests,
  useDirectChange,
  useFormChange,
  type TBlockBody,
  type TPlanTarget,
} from './plan-changes';

/** Ids for items shown before the server has answered with their real id. */
let nextTemporaryId = -1;
const temporaryId = () => nextTemporaryId--;

/**
 * Every change of the timeline, with its optimistic update (direct changes) or its cache update
 * from the answer (forms). `weeks` is the year's length (a dropped cluster is cut off there).
 */
export function usePlanActions(target: TPlanTarget, design: TDesign, weeks: number) {
  const positions = useMemo(() => {
    const clusters = new Map(design.clusters.map((cluster) => [cluster.id, cluster.position]));
    const electives = new Map(design.electives.map((item) => [item.id, item.position]));
    return {
      cluster: (id: number) => clusters.get(id) ?? Number.MAX_SAFE_INTEGER,
      elective: (id: number) => electives.get(id) ?? Number.MAX_SAFE_INTEGER,
    };
  }, [design]);

  const move = useDirectChange(target, {
    request: ({ id, range }: { id: number; range: TWeekRange }) =>
      planRequests.moveCluster(target, id, range),
    apply: (plan, { id, range }) => moveCluster(plan, id, range),
  });
  const moveSlot = useDirectChange(target, {
    request: ({ slot, range }: { slot: TPlannedElective; range: TWeekRange }) =>
      planRequests.changeElective(target, slot.id, { places: slot.places, ...range }),
    apply: (plan, { slot, range }) =>
      changeElective(plan, slot.id, { ...range, places: slot.places }),
  });
  const drop = useDirectChange(target, {
    request: ({ cluster, week }: { cluster: TCluster; week: number; id: number }) =>
      planRequests.placeCluster(target, { cluster_id: cluster.id, start_week: week }),
    apply: (plan, { cluster, week, id }) =>
      addPlannedCluster(
        plan,
        {
          id,
          cluster_id: cluster.id,
          planned_elective_id: null,
          ...defaultRange(week, cluster.cluster_width, weeks),
          comment: null,
        },
        positions.cluster,
      ),
    settle: (plan, answer, { id }) => replacePlannedCluster(plan, id, answer),
  });
  const removeCluster = useDirectChange(target, {
    request: (id: number) => planRequests.removeCluster(target, id),
    apply: removePlannedCluster,
  });
  const removeSlot = useDirectChange(target, {
    request: (id: number) => planRequests.removeElective(target, id),
    apply: removeElective,
  });
  const removeBlock = useDirectChange(target, {
    request: (id: number) => planRequests.removeBlock(target, id),
    apply: removeSpecialBlock,
  });
  const place = useFormChange(target, {
    request: (body: { cluster_id: number; start_week: number; end_week: number }) =>
      planRequests.placeCluster(target, body),
    settle: (plan, answer) => addPlannedCluster(plan, answer, positions.cluster),
  });
  const saveElective = useFormChange(target, {
    request: ({
      id,
      ...body
    }: {
      id: number | null;
      elective_subject_id: number;
      places: number;
      start_week: number;
      end_week: number;
    }) =>
      id === null
        ? planRequests.placeElective(target, body)
        : planRequests.changeElective(target, id, {
            places: body.places,
            start_week: body.start_week,
            end_week: body.end_week,
          }),
    settle: (plan, answer) => putElective(plan, answer, positions.elective),
  });
  const addChoice = useFormChange(target, {
    request: ({ slotId, clusterId }: { slotId: number; clusterId: number }) =>
      planRequests.addChoice(target, slotId, clusterId),
    settle: (plan, answer) => addPlannedCluster(plan, answer, positions.cluster),
  });
  const saveBlock = useFormChange(target, {
    request: ({ id, ...body }: TBlockBody & { id: number | null }) =>
      id === null
        ? planRequests.createBlock(target, body)
        : planRequests.changeBlock(target, id, body),
    settle: putSpecialBlock,
  });

  return {
    move: move.mutate,
    moveSlot: moveSlot.mutate,
    /** Places a dropped cluster; answers the temporary id its row has until the server answers. */
    drop: (cluster: TCluster, week: number) => {
      const id = temporaryId();
      drop.mutate({ cluster, week, id });
      return id;
    },
    removeCluster: removeCluster.mutate,
    removeSlot: removeSlot.mutate,
    removeBlock: removeBlock.mutate,
    place: place.mutateAsync,
    saveElective: saveElective.mutateAsync,
    addChoice: addChoice.mutateAsync,
    saveBlock: saveBlock.mutateAsync,
  };
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPlanTest, TTestPlanData, TTestPlanTest } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { changeSettled, changeStarted } from '@/lib/change-guard';
import { editedInput, editedTest, type TTestEdit } from '../test-edits';
import { testPlanChangeGroup, testPlanQueryKey, testPlanRootKey } from './test-plan-query';

/*
 * A cell edit of the Toetsplan: saved with the plan's test route (`updatePlanItem`, the whole
 * test with the one field changed, docs/plan.md "API"), shown at once and put back when the
 * server refuses. The plan screen's cached plans follow through the live update the save sends
 * (`education_update`, app/use-realtime.ts), or are read again when that screen is opened.
 */

/** The statuses the cell explains itself: 422 at the cell, the others in its toast. */
const HANDLED_STATUSES = [404, 409, 413, 422, 500, 502, 503, 504] as const;

export type TTestEditVariables = { test: TTestPlanTest; edit: TTestEdit };

/** The test plan with one test replaced (the others keep their identity: their rows stay drawn). */
function withTest(data: TTestPlanData, test: TTestPlanTest): TTestPlanData {
  return { ...data, tests: data.tests.map((item) => (item.id === test.id ? test : item)) };
}

function setTest(client: QueryClient, key: readonly unknown[], test: TTestPlanTest) {
  client.setQueryData<TTestPlanData>(key, (data) => (data ? withTest(data, test) : data));
}

export function useSaveTestEdit(location: string, education: string, year: string) {
  const queryClient = useQueryClient();
  const key = testPlanQueryKey(location, education, year);
  const group = testPlanChangeGroup(location, education);
  return useMutation({
    mutationFn: async ({ test, edit }: TTestEditVariables): Promise<TPlanTest> => {
      const answer = await callEndpoint('updatePlanItem', {
        params: { location, education, kind: 'tests', id: test.id },
        body: editedInput(test, edit),
      });
      // The answer is checked against the item of every kind (the registry's one answer per
      // endpoint); the server answers the kind of the path, a test.
      return answer.data as TPlanTest;
    },
    meta: { handlesStatus: HANDLED_STATUSES },
    onMutate: ({ test, edit }) => {
      changeStarted(queryClient, group);
      setTest(queryClient, key, editedTest(test, edit));
    },
    // Back to the test as it was; a later edit of the same test is read again once all settle.
    onError: (_error, { test }) => setTest(queryClient, key, test),
    onSuccess: (saved, { test }) =>
      setTest(queryClient, key, {
        ...saved,
        test_format_name: test.test_format_name,
        framework_items: test.framework_items,
        also_planned_cluster_ids: test.also_planned_cluster_ids,
      }),
    // The checks and totals come from the view of the cache; the server's may differ (another
    // user's change meanwhile), so the test plan is read again once no edit is on its way.
    onSettled: () =>
      changeSettled(
        queryClient,
        group,
        () => queryClient.invalidateQueries({ queryKey: testPlanRootKey(location, education) }),
        true,
      ),
  });
}

import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFrameworkLinks, TLearningGoal, TLinkedFrameworkItem } from '@cp/contracts';
import { frameworkItemLabel } from '@/components/framework/framework-item-label';
import { useDesign } from '@/features/design/api/get-design';
import {
  useDismissSuggestion,
  useFrameworkLinks,
  useFrameworkSuggestions,
  useGoalFrameworkItems,
  useSetFrameworkItems,
} from '@/lib/framework-link-queries';
import { notifyRefusal } from '@/lib/notify-refusal';
import { useTerms } from '@/lib/use-terms';

export type TSuggestionPair = {
  goal: TLearningGoal;
  item: TLinkedFrameworkItem;
  score: number;
  key: string;
  /** The first suggestion of its goal (the goal's heading goes above it). */
  first: boolean;
};

/** The framework the education links to most, so the review opens where the work is. */
export function mostLinked(links: TFrameworkLinks | undefined): string | null {
  if (!links) return null;
  const counts = new Map<number, number>();
  const frameworkOf = new Map(links.items.map((item) => [item.id, item.framework_id]));
  for (const link of links.goals) {
    for (const id of link.framework_item_ids) {
      const framework = frameworkOf.get(id);
      if (framework !== undefined) counts.set(framework, (counts.get(framework) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best ? String(best[0]) : null;
}

/** How a pair is named in buttons and toasts: the item and the goal. */
export const pairNames = (pair: TSuggestionPair) => ({
  item: frameworkItemLabel(pair.item),
  goal: `${pair.goal.index} ${pair.goal.title}`,
});

/**
 * The state of reviewing suggested links (docs/frameworks.md "Suggested links"): the pairs
 * still to review, which one has the focus, and accept / dismiss. What is handled leaves the
 * list at once; the saves run one after another, so two links to one goal never overwrite each
 * other; a refusal puts the pair back and says why.
 */
export function useSuggestionReview(location: string, education: string) {
  const { t } = useTranslation();
  const terms = useTerms();
  const design = useDesign(location, education);
  const links = useFrameworkLinks(location, education);
  const [picked, setPicked] = useState<string | null>(null);
  const framework = picked ?? mostLinked(links.data);
  const suggestions = useFrameworkSuggestions(
    location,
    education,
    framework === null ? null : Number(framework),
  );
  const itemsOf = useGoalFrameworkItems(location, education);
  const setItems = useSetFrameworkItems(location, education, 'goal');
  const dismiss = useDismissSuggestion(location, education);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const accepted = useRef(new Map<number, Set<number>>());
  const queue = useRef(Promise.resolve());
  const rows = useRef(new Map<string, HTMLElement>());
  const [active, setActive] = useState<string | null>(null);

  const pairs = useMemo((): TSuggestionPair[] => {
    if (!suggestions.data || !design.data) return [];
    const goals = new Map(design.data.learning_goals.map((goal) => [goal.id, goal]));
    const items = new Map(suggestions.data.items.map((item) => [item.id, item]));
    return suggestions.data.goals.flatMap((entry) => {
      const goal = goals.get(entry.learning_goal_id);
      if (!goal) return [];
      const open = entry.suggestions.flatMap((suggestion) => {
        const item = items.get(suggestion.framework_item_id);
        const key = `${goal.id}:${suggestion.framework_item_id}`;
        return item && !handled.has(key) ? [{ goal, item, score: suggestion.score, key }] : [];
      });
      return open.map((pair, at) => ({ ...pair, first: at === 0 }));
    });
  }, [suggestions.data, design.data, handled]);

  const focusRow = (key: string | undefined) => {
    if (key === undefined) return;
    setActive(key);
    requestAnimationFrame(() => rows.current.get(key)?.focus());
  };
  const run = (pair: TSuggestionPair, work: () => Promise<unknown>, done: string) => {
    const at = pairs.indexOf(pair);
    setHandled((keys) => new Set(keys).add(pair.key));
    focusRow(pairs[at + 1]?.key ?? pairs[at - 1]?.key);
    queue.current = queue.current.then(async () => {
      try {
        await work();
        notifications.show({ color: 'teal', message: done, autoClose: 1500 });
      } catch (failure) {
        setHandled((keys) => {
          const next = new Set(keys);
          next.delete(pair.key);
          return next;
        });
        notifyRefusal(failure, t('frameworkLinks.suggestions.failed'), { terms });
      }
    });
  };
  const accept = (pair: TSuggestionPair) =>
    run(
      pair,
      async () => {
        // The goal's links as read, with every item linked here since (the read may lag).
        const mine = accepted.current.get(pair.goal.id) ?? new Set<number>();
        mine.add(pair.item.id);
        accepted.current.set(pair.goal.id, mine);
        const ids = new Set([...itemsOf(pair.goal.id).map((item) => item.id), ...mine]);
        await setItems.mutateAsync({ id: pair.goal.id, itemIds: [...ids] });
      },
      t('frameworkLinks.suggestions.accepted', { item: pairNames(pair).item }),
    );
  const reject = (pair: TSuggestionPair) =>
    run(
      pair,
      () =>
        dismiss.mutateAsync({ learning_goal_id: pair.goal.id, framework_item_id: pair.item.id }),
      t('frameworkLinks.suggestions.dismissed', { item: pairNames(pair).item }),
    );
  const onKey = (event: KeyboardEvent, pair: TSuggestionPair) => {
    const at = pairs.indexOf(pair);
    if (event.key === 'ArrowDown') focusRow(pairs[at + 1]?.key);
    else if (event.key === 'ArrowUp') focusRow(pairs[at - 1]?.key);
    else if (event.key === 'Home') focusRow(pairs[0]?.key);
    else if (event.key === 'End') focusRow(pairs.at(-1)?.key);
    else if (event.key === 'Enter') accept(pair);
    else if (event.key === 'Delete' || event.key === 'Backspace') reject(pair);
    else return;
    event.preventDefault();
  };
  const chooseFramework = (value: string | null) => {
    setPicked(value);
    setHandled(new Set());
  };

  return {
    framework,
    chooseFramework,
    suggestions,
    loading: suggestions.isPending || design.isPending,
    pairs,
    goalsLeft: new Set(pairs.map((pair) => pair.goal.id)).size,
    current: pairs.find((pair) => pair.key === active)?.key ?? pairs[0]?.key,
    setActive,
    rowRef: (key: string) => (element: HTMLElement | null) => {
      if (element) rows.current.set(key, element);
      else rows.current.delete(key);
    },
    accept,
    reject,
    onKey,
  };
}

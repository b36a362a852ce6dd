/*
 * Linking by code (docs/frameworks.md "Linking"): how a typed code finds a framework item and
 * how a pasted line reads. One rule for the screen, which checks every line before it sends,
 * and the server, which checks again.
 */

/** Case and surrounding spaces aside: "a1 " is "A1". */
const normal = (code: string) => code.trim().toLocaleLowerCase('nl');

/**
 * The item of a code: its whole code ("INF/H/DomeinA/A1/1"), else a tail of codes written as a
 * path, cut at a slash ("A1/1", "DomeinA/A1/1"), when exactly one item ends that way; a tail
 * several items share finds none.
 */
export function frameworkCodeFinder(
  items: readonly { id: number; code: string }[],
): (code: string) => number | undefined {
  const whole = new Map<string, number>();
  const tails = new Map<string, number[]>();
  for (const item of items) {
    const code = normal(item.code);
    if (!code) continue;
    whole.set(code, item.id);
    const parts = code.split('/');
    for (let from = 1; from < parts.length; from += 1) {
      const tail = parts.slice(from).join('/');
      tails.set(tail, [...(tails.get(tail) ?? []), item.id]);
    }
  }
  return (code) => {
    const key = normal(code);
    const hit = whole.get(key);
    if (hit !== undefined) return hit;
    const found = tails.get(key);
    return found?.length === 1 ? found[0] : undefined;
  };
}

/**
 * A pasted line: the goal's index, then codes separated by spaces, commas or semicolons
 * ("1.1.1 A1/1, A2/2"); null for an empty line.
 */
export function readCodeLine(line: string): { goal: string; codes: string[] } | null {
  const [goal, ...codes] = line
    .trim()
    .split(/[\s,;]+/)
    .filter((part) => part !== '');
  return goal === undefined ? null : { goal, codes };
}

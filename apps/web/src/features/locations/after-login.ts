import type { TLocation } from '@cp/contracts';

/**
 * Brief "Web decisions": after login keep the remembered location if the user still belongs to
 * it, pick the only one automatically, and otherwise let the user choose. A location refused for
 * its license in this session (`unlicensed`) is never picked: it would be refused again.
 */
export function locationAfterLogin(
  remembered: string | null,
  locations: readonly TLocation[],
  unlicensed: ReadonlySet<string> = new Set(),
): string | null {
  const usable = locations.filter((location) => !unlicensed.has(String(location.id)));
  if (remembered && usable.some((location) => String(location.id) === remembered))
    return remembered;
  if (locations.length === 1 && usable[0]) return String(usable[0].id);
  return null;
}

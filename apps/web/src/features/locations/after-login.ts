import type { TLocationChoice } from '@cp/contracts';

/**
 * Brief "Web decisions": after login keep the remembered location if the user still belongs to
 * it, pick the only one automatically, and otherwise let the user choose. A location refused for
 * its license in this session (`unlicensed`), or one that needs the school account this session
 * was not begun with (`sso_required`), is never picked: it would be refused again.
 */
export function locationAfterLogin(
  remembered: string | null,
  locations: readonly TLocationChoice[],
  unlicensed: ReadonlySet<string> = new Set(),
): string | null {
  const usable = locations.filter(
    (location) => !unlicensed.has(String(location.id)) && location.sso_required === null,
  );
  if (remembered && usable.some((location) => String(location.id) === remembered))
    return remembered;
  if (locations.length === 1 && usable[0]) return String(usable[0].id);
  return null;
}

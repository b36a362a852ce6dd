import type { TLocation } from '@cp/contracts';

/**
 * Brief "Web decisions": after login keep the remembered location if the user still belongs to
 * it, pick the only one automatically, and otherwise let the user choose.
 */
export function locationAfterLogin(
  remembered: string | null,
  locations: readonly TLocation[],
): string | null {
  if (remembered && locations.some((location) => String(location.id) === remembered))
    return remembered;
  if (locations.length === 1 && locations[0]) return String(locations[0].id);
  return null;
}

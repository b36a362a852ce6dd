import type { ComponentType } from 'react';
import type { TShellPath } from './shell-paths';

/**
 * The screen of a shell path, loaded when its route renders (app/routes.tsx) or earlier, when a
 * navigation to it begins (app/route-prefetch.ts); the two share the one module request. The
 * dashboard, the first screen after signing in, comes straight: the table of the other screens
 * (screen-chunks.ts, a chunk of its own with the file lists of all their chunks) is not needed
 * before it paints, and the shell fetches it once it has painted (ShellLayout).
 */
export function loadShellScreen(path: TShellPath): Promise<{ default: ComponentType }> {
  if (path === '/dashboard') return import('@/features/dashboard/routes/DashboardRoute');
  return import('./screen-chunks').then(({ loadScreen }) => loadScreen(path));
}

import { LEAVE_WITHOUT_ASKING } from '@/lib/leave-guard';

/**
 * Lets code outside React (the query cache's error handling) navigate. The router registers its
 * navigate function here once it is mounted; before that, a full page load does the job.
 */
type TNavigate = (
  to: string,
  options: { replace: boolean; state: typeof LEAVE_WITHOUT_ASKING },
) => void | Promise<void>;

let current: TNavigate | null = null;

export function registerNavigator(navigate: TNavigate | null): void {
  current = navigate;
}

export async function navigateTo(to: string): Promise<void> {
  // Replace: going "back" to a page that just refused the user would only bounce again. Not
  // asked even with unsaved changes: the user is signed out or refused, nothing can be saved.
  if (current) await current(to, { replace: true, state: LEAVE_WITHOUT_ASKING });
  else window.location.replace(to);
}

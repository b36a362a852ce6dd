import type { QueryClient } from '@tanstack/react-query';
import type { TExportProgress, TNotification } from '@cp/contracts';
import { loadAppTexts } from '@/i18n';
import { getCurrentExport } from './api/exports-api';
import { downloadFromToast, retryFromToast } from './export-actions';
import {
  hideExportPending,
  pendingExportIds,
  pendingOf,
  showExportFailed,
  showExportPending,
  showExportProgress,
  showExportReady,
  clearExportToasts,
} from './export-toasts';

/** What the flow needs of the rest of the app (wired in app/use-realtime.ts). */
export interface TExportFlowDeps {
  queryClient: QueryClient;
  /** No success toast while the user looks at the notifications panel (docs/exports.md). */
  isPanelOpen: () => boolean;
  /** `PUT notifications/:id/read`: downloading from the toast opens the notification. */
  markRead: (notificationId: number) => void;
}

export interface TExportFlow {
  notification: (notification: TNotification) => void;
  progress: (progress: TExportProgress) => void;
  /**
   * Brings the spinner toast in line with the server: after a reload it shows the export under
   * way; after being offline it drops the toast of an export that ended meanwhile (its result
   * is in the notifications panel).
   */
  restore: () => Promise<void>;
  /** Signed out (or another user): the spinner toasts go. */
  stop: () => void;
}

/**
 * Turns the export notifications and progress of the user's realtime channel into toasts
 * (docs/exports.md "What a user does"). Texts of the exports live with the signed-in screens'
 * texts, which load after the first paint; every toast waits for them.
 */
export function createExportFlow(deps: TExportFlowDeps): TExportFlow {
  const whenTextsReady = (show: () => void) => void loadAppTexts().then(show);

  const onNotification = (notification: TNotification) => {
    const exportId = notification.export_id;
    if (exportId === null) return;
    switch (notification.type) {
      case 'export_in_line':
        showExportPending({ exportId, status: 'queued', done: 0, total: 0 });
        return;
      case 'export_started':
        showExportPending({ exportId, status: 'running', done: 0, total: 0 });
        return;
      case 'export_ready': {
        hideExportPending(exportId);
        if (deps.isPanelOpen()) return;
        // The server names the file in `data` (also its Content-Disposition).
        const fileName = notification.data ?? `export-${exportId}`;
        showExportReady({
          exportId,
          fileName,
          onDownload: () =>
            void downloadFromToast(deps.queryClient, { exportId, fileName }, () =>
              deps.markRead(notification.id),
            ),
        });
        return;
      }
      case 'export_failed':
        hideExportPending(exportId);
        showExportFailed({
          exportId,
          onRetry: () => void retryFromToast(deps.queryClient, exportId),
        });
        return;
      default:
        return;
    }
  };

  return {
    notification: (notification) => whenTextsReady(() => onNotification(notification)),
    progress: (progress) => whenTextsReady(() => showExportProgress(progress)),
    async restore() {
      let current;
      try {
        current = await getCurrentExport();
      } catch (error) {
        // Only a toast is at stake; the notifications panel still shows every state.
        console.warn('exports: could not ask for the current export', error);
        return;
      }
      await loadAppTexts();
      for (const exportId of pendingExportIds()) {
        if (exportId !== current?.id) hideExportPending(exportId);
      }
      if (current && (current.status === 'queued' || current.status === 'running')) {
        showExportPending(pendingOf(current));
      }
    },
    stop: clearExportToasts,
  };
}

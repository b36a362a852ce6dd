import { Anchor, Button, Progress, Stack, Text } from '@mantine/core';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_READY_TOAST_MS, type TExport, type TExportProgress } from '@cp/contracts';

/*
 * The toasts of an export (docs/exports.md "What a user does"): one spinner toast per export
 * while it is queued or running, keyed by the export's id so the dialog's answer, the realtime
 * states and the progress events all update the same toast; then a success toast (4000 ms, a
 * click downloads) or an error toast that offers to try again. The texts are components, so they
 * follow a change of the interface language while shown.
 */

/** What the spinner toast shows of an export under way. */
export interface TPendingExport {
  exportId: number;
  status: TExportProgress['status'];
  done: number;
  total: number;
}

export const pendingToastId = (exportId: number) => `export-${exportId}`;
export const readyToastId = (exportId: number) => `export-ready-${exportId}`;
export const failedToastId = (exportId: number) => `export-failed-${exportId}`;

/** The exports whose spinner toast is shown, with what it shows. */
const pending = new Map<number, TPendingExport>();

const STATUS_RANK: Record<TPendingExport['status'], number> = { queued: 0, running: 1 };

/**
 * Events can overtake each other (the dialog's 202 may arrive after `export_started`): a toast
 * never goes back from running to queued, nor its progress backwards.
 */
function merge(previous: TPendingExport | undefined, next: TPendingExport): TPendingExport {
  if (!previous) return next;
  return {
    exportId: next.exportId,
    status:
      STATUS_RANK[next.status] >= STATUS_RANK[previous.status] ? next.status : previous.status,
    done: Math.max(previous.done, next.done),
    total: next.total || previous.total,
  };
}

function isShown(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((item) => item.id === id) || queue.some((item) => item.id === id);
}

function upsert(data: NotificationData & { id: string }): void {
  if (isShown(data.id)) notifications.update(data);
  else notifications.show(data);
}

function PendingTitle({ status }: { status: TPendingExport['status'] }) {
  const { t } = useTranslation();
  return <>{t(status === 'queued' ? 'exports.toast.queued' : 'exports.toast.running')}</>;
}

function PendingMessage({ state }: { state: TPendingExport }) {
  const { t } = useTranslation();
  if (state.total <= 0) return <Text size="sm">{t('exports.toast.waitHint')}</Text>;
  const done = Math.min(state.done, state.total);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('exports.toast.progress', { done, total: state.total })}</Text>
      <Progress
        value={Math.round((done / state.total) * 100)}
        size="sm"
        aria-label={t('exports.toast.progressLabel')}
      />
    </Stack>
  );
}

/** The pending state of an export as the API answers it (dialog, retry, reload). */
export function pendingOf(item: Pick<TExport, 'id' | 'status' | 'done' | 'total'>): TPendingExport {
  return {
    exportId: item.id,
    status: item.status === 'running' ? 'running' : 'queued',
    done: item.done,
    total: item.total,
  };
}

/** Shows or updates the persistent spinner toast of an export. */
export function showExportPending(next: TPendingExport): void {
  const state = merge(pending.get(next.exportId), next);
  pending.set(state.exportId, state);
  // A retry from another tab: the failure is over.
  if (isShown(failedToastId(state.exportId))) notifications.hide(failedToastId(state.exportId));
  upsert({
    id: pendingToastId(state.exportId),
    loading: true,
    autoClose: false,
    title: <PendingTitle status={state.status} />,
    message: <PendingMessage state={state} />,
    // Closed by the user or by the end of the export: forget it, so progress does not reopen it.
    onClose: () => pending.delete(state.exportId),
  });
}

/** Updates the progress of a spinner toast that is shown; a closed one stays closed. */
export function showExportProgress(progress: TExportProgress): void {
  if (!pending.has(progress.export_id)) return;
  showExportPending({
    exportId: progress.export_id,
    status: progress.status,
    done: progress.done,
    total: progress.total,
  });
}

export function hideExportPending(exportId: number): void {
  pending.delete(exportId);
  notifications.hide(pendingToastId(exportId));
}

/** The exports whose spinner toast is shown (to drop stale ones after being offline). */
export const pendingExportIds = (): number[] => [...pending.keys()];

type TToastText =
  | 'ready'
  | 'failed'
  | 'failedHint'
  | 'retry'
  | 'expired'
  | 'missing'
  | 'alreadyRunning'
  | 'notRetryable';

function ToastText({ text }: { text: TToastText }) {
  const { t } = useTranslation();
  return <>{t(`exports.toast.${text}`)}</>;
}

function DownloadText({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  return <>{t('exports.toast.download', { file: fileName })}</>;
}

/**
 * "Your export is ready" for 4000 ms (docs/exports.md); a click on it, or on its button for
 * keyboard users, downloads the file and closes the toast.
 */
export function showExportReady(options: {
  exportId: number;
  fileName: string;
  onDownload: () => void;
}): void {
  const id = readyToastId(options.exportId);
  const download = () => {
    notifications.hide(id);
    options.onDownload();
  };
  notifications.show({
    id,
    color: 'teal',
    autoClose: EXPORT_READY_TOAST_MS,
    title: <ToastText text="ready" />,
    message: (
      <Anchor component="button" type="button" size="sm" ta="left" onClick={download}>
        <DownloadText fileName={options.fileName} />
      </Anchor>
    ),
    style: { cursor: 'pointer' },
    // The buttons (download, close) answer for themselves.
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (event.target instanceof Element && event.target.closest('button')) return;
      download();
    },
  });
}

/** "The export failed" with "Try again"; it stays until closed, as it asks for a decision. */
export function showExportFailed(options: { exportId: number; onRetry: () => void }): void {
  const id = failedToastId(options.exportId);
  notifications.show({
    id,
    color: 'red',
    autoClose: false,
    title: <ToastText text="failed" />,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          <ToastText text="failedHint" />
        </Text>
        <Button size="compact-sm" variant="light" color="red" onClick={options.onRetry}>
          <ToastText text="retry" />
        </Button>
      </Stack>
    ),
  });
}

/** A short message about an export (an expired file, a retry refused), 5000 ms as any toast. */
export function showExportMessage(text: TToastText, color: 'red' | 'yellow' = 'yellow'): void {
  notifications.show({ id: `export-message-${text}`, color, message: <ToastText text={text} /> });
}

/** Closes what is shown of an export and forgets it (tests; leaving the signed-in part). */
export function clearExportToasts(): void {
  for (const exportId of pending.keys()) notifications.hide(pendingToastId(exportId));
  pending.clear();
}

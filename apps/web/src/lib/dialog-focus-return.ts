/**
 * The focus goes back to the control that opened a dialog once the dialog is gone (WCAG 2.4.3),
 * for every dialog of the app at once.
 *
 * Why not Mantine's own: its modal remembers the opener only when `opened` changes from false to
 * true (useFocusReturn runs on updates, not on mount), and returns the focus only when it changes
 * back. Most dialogs here are mounted open and unmounted on close (`{open && <XModal opened />}`),
 * so the focus fell to <body> and a keyboard user started again at the top of the page. The
 * modals that do toggle `opened` keep Mantine's return; this one acts only when the focus was
 * left on nothing.
 *
 * How: the last focused element is remembered; when the focus first enters a dialog, that
 * element is its opener (for a menu item: the menu's button). While some dialog is tracked, removals from the document are watched;
 * when a tracked dialog has left the document and the focus is on nothing, its opener (if still
 * there) gets the focus back. Returns the uninstall function.
 */
/**
 * A menu item closes its menu as it opens a dialog, so the menu's button stands in for it: the
 * element that labels the menu (Mantine's menus) or controls it. The menu may already be out of
 * the document; the item still knows it.
 */
function openerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  const doc = element.ownerDocument;
  const label = menu.getAttribute('aria-labelledby');
  const byLabel = label ? doc.getElementById(label) : null;
  if (byLabel) return byLabel;
  const controls = doc.querySelectorAll<HTMLElement>('[aria-controls]');
  return (
    [...controls].find((button) => button.getAttribute('aria-controls') === menu.id) ?? element
  );
}

export function installDialogFocusReturn(doc: Document = document): () => void {
  let previous: HTMLElement | null = null;
  const tracked: { dialog: Element; opener: HTMLElement }[] = [];
  const view = doc.defaultView ?? window;

  const focusLost = () => doc.activeElement === null || doc.activeElement === doc.body;

  const observer = new view.MutationObserver(() => {
    for (let index = tracked.length - 1; index >= 0; index--) {
      const { dialog, opener } = tracked[index]!;
      if (dialog.isConnected) continue;
      tracked.splice(index, 1);
      if (focusLost() && opener.isConnected) opener.focus({ preventScroll: true });
    }
    if (tracked.length === 0) observer.disconnect();
  });

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof view.HTMLElement ? event.target : null;
    if (!target) return;
    const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
    if (
      dialog &&
      previous &&
      !dialog.contains(previous) &&
      !tracked.some((entry) => entry.dialog === dialog)
    ) {
      if (tracked.length === 0) observer.observe(doc.body, { childList: true, subtree: true });
      tracked.push({ dialog, opener: openerOf(previous) });
    }
    previous = target;
  };

  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    tracked.length = 0;
  };
}

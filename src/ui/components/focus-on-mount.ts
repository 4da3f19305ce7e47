/**
 * Focus for an element that appears for the person to type in (an editor opened in place, a
 * reason asked for). Not the `autoFocus` attribute: under Preact it is the HTML attribute, which
 * the browser honours once per page load only, so every later editor opened with the focus left on
 * the page (issue 25, bug 2). As a ref: stable, so it runs when the element mounts, not on renders.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** How long the first field of a dialog keeps the focus it was given: past the dialog's own focusing (it enters, then checks again after half a second). */
export const HOLD_FOCUS_MS = 800;

/**
 * Focus for the first field of a dialog that opens: given at once, and given back for a short
 * while when it lands on nothing, on the dialog itself or outside the dialog. The autoFocus of
 * react-aria waits, after a link followed with Enter, for CSS transitions to end, and one that
 * ends with the page it was on never does; the dialog meanwhile focuses itself (walk #7: New
 * ticket from getting started, its Title left without the focus). Once the person has focused
 * something else in the dialog, or the time is up, it lets go. Answers a function that stops it.
 */
export function holdFocusOnOpen(field: HTMLElement | null, holdFor = HOLD_FOCUS_MS): () => void {
  if (!field) return () => {};
  const started = performance.now();
  let frame = 0;
  const step = () => {
    if (!field.isConnected || performance.now() - started > holdFor) return;
    const dialog = field.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    const active = document.activeElement;
    const elsewhere = active === null || active === document.body || active === dialog || (dialog !== null && !dialog.contains(active));
    // The person chose another control of the dialog: theirs.
    if (active !== field && !elsewhere) return;
    if (active !== field) field.focus({ preventScroll: true });
    frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

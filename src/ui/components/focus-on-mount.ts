/**
 * Focus for an element that appears for the person to type in (an editor opened in place, a
 * reason asked for). Not the `autoFocus` attribute: under Preact it is the HTML attribute, which
 * the browser honours once per page load only, so every later editor opened with the focus left on
 * the page (issue 25, bug 2). As a ref: stable, so it runs when the element mounts, not on renders.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

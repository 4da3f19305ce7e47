/**
 * While the readme has unsaved changes, leaving the page asks first: a click on any link of the site
 * (tabs, tree, navigation) and the browser's Back button go through the explorer's leave dialog;
 * closing or reloading the page gets the browser's own warning.
 */
import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import type { ExplorerModel } from '../../../../application/work/explorer-model.ts';

/** Marks the history entry pushed over the editor while it holds unsaved changes. */
const GUARD = 'tidemarkUnsavedGuard';

const onGuardEntry = (): boolean => (history.state as Record<string, unknown> | null)?.[GUARD] === true;
const here = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * Back is caught with a guard entry: once the readme is dirty, a copy of the current entry is pushed
 * on top. Back then lands on the same address (the page stays, nothing is lost) and the dialog asks;
 * 'Keep editing' puts the guard back, 'Discard changes' goes back past it. A guard left behind after
 * a save is skipped by the next Back.
 */
export function useLeaveInterception(explorer: ExplorerModel): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!explorer.mustConfirmLeave()) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      const path = `${anchor.pathname}${anchor.search}`;
      if (path === `${window.location.pathname}${window.location.search}`) return;
      event.preventDefault();
      event.stopPropagation();
      explorer.go(path);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!explorer.mustConfirmLeave()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const pushGuard = () => history.pushState({ ...((history.state as object | null) ?? {}), [GUARD]: true }, '', here());
    // The entry the page is on: whether it is a guard, and its address (kept current on every move;
    // the router announces pushState and replaceState as events of those names).
    let guarded = onGuardEntry();
    let address = here();
    const onMoved = () => {
      guarded = onGuardEntry();
      address = here();
    };
    const onPopState = () => {
      const leftGuard = guarded && here() === address;
      onMoved();
      if (!leftGuard) return;
      if (!explorer.mustConfirmLeave()) {
        // A guard entry from an earlier draft: step over it.
        history.back();
        return;
      }
      pushGuard();
      onMoved();
      explorer.leaveWith('back', () => history.go(-2));
    };
    const stopWatching = effect(() => {
      if (!explorer.mustConfirmLeave() || onGuardEntry()) return;
      pushGuard();
      onMoved();
    });
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pushState', onMoved);
    window.addEventListener('replaceState', onMoved);
    return () => {
      window.removeEventListener('pushState', onMoved);
      window.removeEventListener('replaceState', onMoved);
      stopWatching();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
    };
  }, [explorer]);
}

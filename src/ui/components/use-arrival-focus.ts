/**
 * Focus on arrival: a page reached by a navigation that removed the focused control (signing in
 * from a form or a demo role, which then unmounts) would leave focus on <body>, where a keyboard
 * or screen-reader user loses their place. The page's main heading (tabIndex -1) takes it then;
 * focus that rests on something else (a control the person is using) is left alone, and so is a
 * page brought back by Back or Forward (the focus goes back where it was: use-scroll-restoration).
 */
import { useEffect, type RefObject } from 'react';
import { historyRestoresFocus } from './use-scroll-restoration.ts';

/** Whether nothing holds focus (it rests on the document's body). */
export const focusIsLost = (doc: Document = document): boolean => doc.activeElement === null || doc.activeElement === doc.body;

/** Moves focus to `target` once it is shown, when focus is lost. */
export function useArrivalFocus(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (focusIsLost() && !historyRestoresFocus()) target.current?.focus({ preventScroll: true });
  }, []);
}

/** Moving the person to another page of the product, or reloading this one. */
import { Context } from 'effect';

export interface NavigatorShape {
  /** Goes to a path of this site; `replace` keeps the current entry out of the history. */
  readonly go: (path: string, options?: { readonly replace?: boolean }) => void;
  /** Reloads the page (to pick up a new version). */
  readonly reload: () => void;
}

export class Navigator extends Context.Service<Navigator, NavigatorShape>()('Navigator') {}

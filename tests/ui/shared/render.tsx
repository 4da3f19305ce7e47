/** Rendering components into happy-dom with React's act, and finding what a person would find. */
import './setup.ts';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Rendered {
  readonly container: HTMLElement;
  readonly unmount: () => Promise<void>;
}

/** Renders a tree into a fresh container. */
export async function render(tree: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(tree);
  });
  return {
    container,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** The button whose text is exactly `name`. */
export function buttonNamed(scope: ParentNode, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
  if (!found) throw new Error(`no button '${name}'`);
  return found as HTMLButtonElement;
}

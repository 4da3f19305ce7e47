/** App services for component tests: what the test gives, and loud doubles for everything else. */
import { signal } from '@preact/signals-core';
import type { NewVersionModel } from '../../../src/application/shell/new-version-model.ts';
import type { AppServices } from '../../../src/ui/app-context.tsx';

function loud<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === 'then' || typeof property === 'symbol') return undefined;
      throw new Error(`test double: ${name}.${String(property)} was used but not given`);
    },
  });
}

/** A new-version model with no new version: the banner stays hidden. */
export function noNewVersion(): NewVersionModel {
  return { bannerVisible: signal(false), dismiss: () => {}, reload: () => {}, start: () => {}, stop: () => {} };
}

/** Services with the given parts; any other part throws when a screen touches it. */
export function testServices(given: Partial<AppServices>): AppServices {
  return {
    notifications: loud('notifications'),
    newVersion: loud('newVersion'),
    settings: { demoMode: true, mainAppUrl: null, revision: 'test', forceSupportWidget: false },
    supportCase: loud('supportCase'),
    accountArea: () => Promise.reject(new Error('test double: accountArea was used but not given')),
    workArea: () => Promise.reject(new Error('test double: workArea was used but not given')),
    dependencyArea: () => Promise.reject(new Error('test double: dependencyArea was used but not given')),
    joke: () => 'Why did the playlist break up with the album? It needed some space between tracks.',
    now: () => Date.UTC(2026, 10, 22, 12),
    ...given,
  };
}

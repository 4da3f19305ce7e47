/**
 * A screen whose model arrives on demand (its code and checks load with it): the page's loading
 * view meanwhile, a plain message if it cannot load, then the screen with its model, made once per
 * `keys`.
 */
import { useEffect, useState, type ReactNode } from 'react';

export function WithModel<T>({ load, keys, children }: { readonly load: () => Promise<T>; readonly keys: readonly unknown[]; readonly children: (model: T) => ReactNode }) {
  const [model, setModel] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setModel(null);
    setFailed(false);
    load().then(
      (made) => live && setModel(() => made),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, keys);
  if (failed) {
    return (
      <main className="status-page">
        <p role="alert">This page could not be loaded. Check your connection and reload the page.</p>
      </main>
    );
  }
  return model === null ? <main className="page-loading" aria-busy="true" /> : <>{children(model)}</>;
}

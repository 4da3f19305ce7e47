/** The banner shown when the browser's time zone is not the one of my profile: use it, or dismiss. */
import { useSignals } from '@preact/signals-react/runtime';
import type { TimeZoneBannerModel } from '../../../../application/work/dashboard-model.ts';
import { TIME_ZONE_BANNER_TEXT } from '../../../../domain/work/time-zone-banner.ts';
import { useLayoutEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { focusIsLost } from '../../../components/use-arrival-focus.ts';

/** `onGone` takes the focus when the banner leaves with it (used or dismissed). */
export function TimeZoneBanner({ model, onGone }: { readonly model: TimeZoneBannerModel; readonly onGone: () => void }) {
  useSignals();
  const mismatch = model.mismatch.value;
  const shown = useRef(false);
  useLayoutEffect(() => {
    if (shown.current && !mismatch && focusIsLost()) onGone();
    shown.current = mismatch !== null;
  }, [mismatch]);
  if (!mismatch) return null;
  const saving = model.saving.value;
  return (
    <section className="zone-banner" aria-labelledby="zone-banner-title">
      <h2 id="zone-banner-title">{TIME_ZONE_BANNER_TEXT.title}</h2>
      <p>{mismatch.role ? TIME_ZONE_BANNER_TEXT.differs(mismatch.browser, mismatch.role) : TIME_ZONE_BANNER_TEXT.unset(mismatch.browser)}</p>
      <div className="banner-actions">
        <button type="button" className="button button-primary" aria-disabled={saving || undefined} onClick={() => void model.useBrowserZone()}>
          {saving ? <Spinner /> : null}
          {TIME_ZONE_BANNER_TEXT.use(mismatch.browser)}
        </button>
        <button type="button" className="button button-quiet" onClick={model.dismiss}>
          {TIME_ZONE_BANNER_TEXT.dismiss}
        </button>
      </div>
    </section>
  );
}

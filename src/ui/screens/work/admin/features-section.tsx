/**
 * The admin home's Features: the areas an organization turns on (§1 feature flags, all off by
 * default): the support inbox and reports (documentation is not built yet). After a switch the
 * session is read again, so the navigation shows (or hides) the area at once. Reached
 * at its anchor (/admin#features, from an area that is not turned on), its heading takes the focus.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ADMIN_FEATURES_ANCHOR, orgPath } from '../../../../domain/shared/org-routes.ts';
import { FEATURE_NAMES, type FeatureFlags } from '../../../../domain/shared/constants.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { keepInView } from '../../../components/keep-in-view.ts';
import { useWork } from '../../../work-context.tsx';

export function FeaturesSection() {
  useSignals();
  const { session } = useAccountArea();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (window.location.hash !== `#${ADMIN_FEATURES_ANCHOR}` || !element) return;
    element.focus({ preventScroll: true });
    // The catalogue cards and the organization's settings above load on their own: the section stays in view as they come.
    return keepInView(element);
  }, []);
  return (
    <section className="admin-features" id={ADMIN_FEATURES_ANCHOR} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        Features
      </h2>
      <FeatureSwitch flag="support" about="Answer your clients' support cases: replies, internal notes, assignees and linked tickets." open={{ path: 'issue', label: 'Open the inbox' }} />
      {session.featureFlags.value.support ? <AutoResolveSetting /> : null}
      <FeatureSwitch flag="report" about="Grids of charts over your tickets: counts and hours worked, now and through time." open={{ path: 'report', label: 'Open the reports' }} />
    </section>
  );
}

/** One area's switch. After a switch the session is read again, so the navigation follows at once. */
function FeatureSwitch({ flag, about, open }: { readonly flag: keyof FeatureFlags; readonly about: string; readonly open: { readonly path: string; readonly label: string } }) {
  useSignals();
  const { area, scope } = useWork();
  const { session } = useAccountArea();
  const on = session.featureFlags.value[flag];
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const id = useId();
  const toggle = async () => {
    // Presses while it saves are ignored (the switch stays focusable: a disabled one would drop the focus to the page).
    if (saving.current) return;
    saving.current = true;
    setBusy(true);
    try {
      if (await area.support.setFeature(flag, !on)) await session.refresh();
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };
  return (
    <div className="admin-feature">
      <div className="admin-feature-text">
        <p className="admin-feature-name" id={`${id}-name`}>
          {FEATURE_NAMES[flag]}
        </p>
        <p className="muted" id={`${id}-about`}>
          {about} {on ? <Link href={orgPath(scope.orgId, open.path)}>{open.label}</Link> : null}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className="admin-switch"
        aria-checked={on}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-about`}
        disabled={!scope.permissions.administer}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
      >
        <span className="admin-switch-track" aria-hidden="true">
          <span className="admin-switch-thumb" />
        </span>
        <span className="admin-switch-state">{on ? 'On' : 'Off'}</span>
      </button>
    </div>
  );
}

const DAYS_MAX = 365;

/** How many idle days before an open case resolves itself (the client is told by the TwoWeeks Bot). */
function AutoResolveSetting() {
  useSignals();
  const { area } = useWork();
  const model = useMemo(() => area.support.settings(), [area]);
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = model.state.value;
  if (state.status === 'loading') return <p className="muted admin-feature-setting">Loading the support settings…</p>;
  if (state.status === 'failed') return <p className="field-error admin-feature-setting">{state.message}</p>;
  const value = typed ?? String(state.autoResolveAfterDays);
  const save = async () => {
    const days = Number(value);
    if (!Number.isInteger(days) || days < 1 || days > DAYS_MAX) return setError(`Cases resolve themselves after 1 to ${DAYS_MAX} days`);
    const result = await model.save(days);
    if (result.ok) {
      setTyped(null);
      setError(null);
    } else setError(result.message);
  };
  return (
    <form
      className="admin-feature admin-feature-setting"
      aria-label="Support settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="form-field">
        <label className="form-label" htmlFor={id}>
          Resolve idle cases after (days)
        </label>
        <div className="admin-days-row">
          <input
            id={id}
            className="form-input admin-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={DAYS_MAX}
            value={value}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button" disabled={model.saving.value || typed === null}>
            Save
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field-hint">
            An open case nobody touches for this long is marked resolved, and the client is told.
          </p>
        )}
      </div>
    </form>
  );
}

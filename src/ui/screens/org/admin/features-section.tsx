/**
 * The admin home's Features: the areas an organization turns on (§1 feature flags, all off by
 * default). Only the support inbox is offered: documentation and reports are not built yet. After
 * a switch the session is read again, so the navigation shows (or hides) the area at once.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { orgPath } from '../../../../domain/org-routes.ts';
import { useAccountArea } from '../../../account-context.tsx';
import { useWork } from '../../../work-context.tsx';

export function FeaturesSection() {
  useSignals();
  const { area, scope } = useWork();
  const { session } = useAccountArea();
  const on = session.featureFlags.value.support;
  const [busy, setBusy] = useState(false);
  const id = useId();
  const toggle = async () => {
    setBusy(true);
    try {
      if (await area.support.setEnabled(!on)) await session.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-features" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Features</h2>
      <div className="admin-feature">
        <div className="admin-feature-text">
          <p className="admin-feature-name" id={`${id}-name`}>
            Support inbox
          </p>
          <p className="muted" id={`${id}-about`}>
            Answer your clients' support cases: replies, internal notes, assignees and linked tickets.{' '}
            {on ? <Link href={orgPath(scope.orgId, 'issue')}>Open the inbox</Link> : null}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          className="admin-switch"
          aria-checked={on}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-about`}
          disabled={busy || !scope.permissions.administer}
          onClick={() => void toggle()}
        >
          <span className="admin-switch-track" aria-hidden="true">
            <span className="admin-switch-thumb" />
          </span>
          <span className="admin-switch-state">{on ? 'On' : 'Off'}</span>
        </button>
      </div>
    </section>
  );
}

/** The empty-state block (§2 screen 9): a title and, unless given another, today's joke as subtitle. */
import { useMemo, type ReactNode } from 'react';
import { useApp } from '../app-context.tsx';

export function EmptyState({ title, subtitle, children }: { readonly title: string; readonly subtitle?: string; readonly children?: ReactNode }) {
  const app = useApp();
  const text = useMemo(() => subtitle ?? app.joke(), [subtitle, app]);
  return (
    <div className="empty-state">
      <svg className="empty-state-art" viewBox="0 0 64 40" width="64" height="40" aria-hidden="true">
        <path d="M2 30q10-8 20 0t20 0 20 0" fill="none" stroke="#9cc0f5" strokeWidth="3" strokeLinecap="round" />
        <path d="M2 20q10-8 20 0t20 0 20 0" fill="none" stroke="#1f5fbf" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="empty-state-title">{title}</p>
      <p className="empty-state-subtitle">{text}</p>
      {children}
    </div>
  );
}

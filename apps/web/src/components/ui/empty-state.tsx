import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="8" y="18" width="80" height="48" rx="6" fill="#efe9dd" />
        <path d="M8 30h80M36 42h24" stroke="#c49a6c" strokeWidth="4" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}

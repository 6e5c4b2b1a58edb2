import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Page numbers around the current one, with the first and last always shown. */
function pageNumbers(current: number, pages: number): (number | '…')[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['…' as const, n] : [n]));
}

/** Previous, numbered pages, next and a jumper; nothing when there is one page only. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const [jump, setJump] = useState('');
  if (pages <= 1) return null;
  const go = (target: number) => {
    if (target < 1 || target > pages || target === page) return;
    onChange(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    go(Math.min(pages, Math.max(1, Number.parseInt(jump, 10) || page)));
    setJump('');
  };
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" onClick={() => go(page - 1)} disabled={page === 1}>
        {t('pager.previous')}
      </button>
      {pageNumbers(page, pages).map((n, i) =>
        n === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two gaps of a pager differ only by position
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: n })}
            onClick={() => go(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" onClick={() => go(page + 1)} disabled={page === pages}>
        {t('pager.next')}
      </button>
      <form onSubmit={submitJump}>
        <label>
          {t('pager.goTo')}{' '}
          <input type="number" inputMode="numeric" min={1} max={pages} value={jump} onChange={(e) => setJump(e.target.value)} />
        </label>
      </form>
    </nav>
  );
}

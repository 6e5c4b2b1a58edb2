import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** A button that opens a small menu; closes on Escape, outside click or choosing an entry. */
export function Menu({ label, icon, text, children }: { label: string; icon: ReactNode; text?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {text && <span className="icon-button__text">{text}</span>}
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: choosing an entry (a link or button inside) closes the menu
        <div className="menu__list" role="menu" id={id} onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}

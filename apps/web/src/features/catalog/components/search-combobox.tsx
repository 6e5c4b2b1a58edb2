import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/icons.tsx';

export interface Suggestion {
  id: number;
  name: string;
  picUrl: string;
}

interface SearchComboboxProps {
  value: string;
  onValueChange: (text: string) => void;
  /** The products the text typed so far finds (already debounced by the caller). */
  suggestions: Suggestion[];
  /** A search for the text: only called with text other than spaces. */
  onSearch: (keyword: string) => void;
  onPick: (suggestion: Suggestion) => void;
  autoFocus?: boolean;
}

/**
 * The header's search box as a combobox (WAI-ARIA 1.2 pattern, list autocomplete): suggestions
 * below it while typing; arrow keys move through them, Enter opens the one marked (else searches
 * the text), Escape closes the list; a pointer picks one too.
 */
export function SearchCombobox({ value, onValueChange, suggestions, onSearch, onPick, autoFocus = false }: SearchComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && value.trim() !== '' && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: Suggestion) => {
    close();
    onPick(suggestion);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const marked = shown ? suggestions[active] : undefined;
    if (marked) return pick(marked);
    const keyword = value.trim();
    close();
    if (keyword) onSearch(keyword);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the mark returns to the text (-1).
      setActive((current) => {
        const next = current + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      close();
    }
  };
  return (
    <div className="search-combo">
      <form className="search-box" role="search" onSubmit={submit}>
        <input
          type="search"
          role="combobox"
          aria-label={t('header.search')}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={t('header.searchPlaceholder')}
          value={value}
          maxLength={100}
          autoFocus={autoFocus}
          onChange={(e) => {
            onValueChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <button type="submit" aria-label={t('header.searchButton')}>
          <SearchIcon />
        </button>
      </form>
      <div id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-combo__list" hidden={!shown}>
        {shown &&
          suggestions.map((suggestion, i) => (
            <div
              key={suggestion.id}
              id={optionId(i)}
              role="option"
              className="search-combo__option"
              // Focus stays in the box (aria-activedescendant marks the option); a pointer may still pick it.
              tabIndex={-1}
              aria-selected={i === active}
              // Before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(suggestion);
              }}
            >
              <img src={suggestion.picUrl} alt="" width="40" height="40" loading="lazy" />
              <span>{suggestion.name}</span>
            </div>
          ))}
      </div>
    </div>
  );
}

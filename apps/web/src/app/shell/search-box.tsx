import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../components/ui/icons.tsx';

/** Goes to /search only with text other than spaces. */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('keyword') ?? '');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (keyword) void navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        value={text}
        maxLength={100}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" aria-label={t('header.searchButton')}>
        <SearchIcon />
      </button>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { productPath, SearchCombobox, useSuggestions } from '../../features/catalog/index.ts';

/** How long typing pauses before the box asks for suggestions. */
const SUGGEST_DELAY_MS = 250;

/** The text once it has not changed for `delay` ms. */
function useDebounced(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** Goes to /search only with text other than spaces; suggests products while typing. */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('keyword') ?? '');
  const navigate = useNavigate();
  const settled = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const { data } = useSuggestions(settled);
  return (
    <SearchCombobox
      value={text}
      onValueChange={setText}
      suggestions={settled && text.trim() ? (data?.products ?? []) : []}
      onSearch={(keyword) => void navigate(`/search?keyword=${encodeURIComponent(keyword)}`)}
      onPick={(suggestion) => void navigate(productPath(suggestion.id, suggestion.name))}
      autoFocus={autoFocus}
    />
  );
}

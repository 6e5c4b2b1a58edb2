import '../collections.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeartIcon, ThumbUpIcon } from '../../../components/ui/icons.tsx';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { type ProductList, useInList, useToggleInList } from '../api/member-products.ts';

function ListButton({ list, spuId }: { list: ProductList; spuId: number }) {
  const { t } = useTranslation();
  const loggedIn = useStore(accessTokenStore) !== null;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data: inList = false } = useInList(list, spuId);
  const toggle = useToggleInList(list);
  const label = t(inList ? `collections.${list}.remove` : `collections.${list}.add`);
  const onClick = () => {
    // A visitor logs in first and comes back to this page.
    if (!loggedIn) return navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
    toggle.mutate({ spuId, add: !inList });
  };
  return (
    <button
      type="button"
      className={`list-toggle list-toggle--${list}`}
      aria-pressed={inList}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      {list === 'favorite' ? <HeartIcon /> : <ThumbUpIcon />}
    </button>
  );
}

/** The heart (collection) and like buttons of a product card or the product page. */
export function ProductListButtons({ spuId, className = '' }: { spuId: number; className?: string }) {
  return (
    <div className={`list-toggles ${className}`.trim()}>
      <ListButton list="favorite" spuId={spuId} />
      <ListButton list="like" spuId={spuId} />
    </div>
  );
}

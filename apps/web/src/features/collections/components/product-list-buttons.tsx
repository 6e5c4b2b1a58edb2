import '../collections.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeartIcon, ThumbUpIcon } from '../../../components/ui/icons.tsx';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { type ProductList, useInList, useToggleInList } from '../api/member-products.ts';

type ListButtonProps = { list: ProductList; spuId: number };

/** The button as a member sees it: pressed when the product is in the list, a click toggles it. */
function MemberListButton({ list, spuId }: ListButtonProps) {
  const { t } = useTranslation();
  const { data: inList = false } = useInList(list, spuId);
  const toggle = useToggleInList(list);
  const label = t(inList ? `collections.${list}.remove` : `collections.${list}.add`);
  return (
    <button
      type="button"
      className={`list-toggle list-toggle--${list}`}
      aria-pressed={inList}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ spuId, add: !inList })}
    >
      {list === 'favorite' ? <HeartIcon /> : <ThumbUpIcon />}
    </button>
  );
}

/**
 * The button as a visitor sees it: a click asks to log in first and comes back to this page. It
 * asks nothing of the API, which keeps a page of product cards light to start.
 */
function VisitorListButton({ list }: ListButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const label = t(`collections.${list}.add`);
  return (
    <button
      type="button"
      className={`list-toggle list-toggle--${list}`}
      aria-pressed={false}
      aria-label={label}
      title={label}
      onClick={() => navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`)}
    >
      {list === 'favorite' ? <HeartIcon /> : <ThumbUpIcon />}
    </button>
  );
}

function ListButton(props: ListButtonProps) {
  const loggedIn = useStore(accessTokenStore) !== null;
  return loggedIn ? <MemberListButton {...props} /> : <VisitorListButton {...props} />;
}

export function ProductListButtons({ spuId, className = '' }: { spuId: number; className?: string }) {
  return (
    <div className={`list-toggles ${className}`.trim()}>
      <ListButton list="favorite" spuId={spuId} />
      <ListButton list="like" spuId={spuId} />
    </div>
  );
}

import '../collections.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeartIcon, ThumbUpIcon } from '../../../components/ui/icons.tsx';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { type ProductList, useInList, useToggleInList } from '../api/member-products.ts';

type ListButtonProps = { list: ProductList; spuId: number };

/** The heart or thumb itself: pressed when the product is in the list. */
function ListToggle({
  list,
  inList,
  disabled = false,
  onClick,
}: {
  list: ProductList;
  inList: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const label = t(inList ? `collections.${list}.remove` : `collections.${list}.add`);
  return (
    <button
      type="button"
      className={`list-toggle list-toggle--${list}`}
      aria-pressed={inList}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {list === 'favorite' ? <HeartIcon /> : <ThumbUpIcon />}
    </button>
  );
}

/** The button as a member sees it: a click adds the product to the list or takes it out. */
function MemberListButton({ list, spuId }: ListButtonProps) {
  const { data: inList = false } = useInList(list, spuId);
  const toggle = useToggleInList(list);
  return <ListToggle list={list} inList={inList} disabled={toggle.isPending} onClick={() => toggle.mutate({ spuId, add: !inList })} />;
}

/**
 * The button as a visitor sees it: a click asks to log in first and comes back to this page. It
 * asks nothing of the API, which keeps a page of product cards light to start.
 */
function VisitorListButton({ list }: ListButtonProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <ListToggle list={list} inList={false} onClick={() => navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`)} />;
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

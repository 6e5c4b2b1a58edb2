import '../collections.css';
import type { TMemberProduct } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { productPath } from '../../catalog/index.ts';
import {
  type MemberProductsKind,
  PAGE_SIZE,
  useClearHistory,
  useMemberProducts,
  useRemoveFromHistory,
  useToggleInList,
} from '../api/member-products.ts';
import { askConfirm } from '../../../lib/confirm.ts';

function ProductRow({ kind, item }: { kind: MemberProductsKind; item: TMemberProduct }) {
  const { t } = useTranslation();
  const price = usePrice();
  const toggle = useToggleInList(kind === 'like' ? 'like' : 'favorite');
  const removeViewed = useRemoveFromHistory();
  const remove = () => (kind === 'browseHistory' ? removeViewed.mutate(item.spuId) : toggle.mutate({ spuId: item.spuId, add: false }));
  return (
    <li className="member-product">
      <a href={productPath(item.spuId, item.spuName)}>
        <img src={item.picUrl} alt="" width="120" height="120" loading="lazy" decoding="async" />
        <span className="member-product__name">{item.spuName}</span>
      </a>
      <span className="member-product__price">{item.status === 1 ? price(item.price) : t('collections.offSale')}</span>
      <button type="button" className="link-button" onClick={remove} aria-label={t('collections.removeNamed', { name: item.spuName })}>
        {t('collections.remove')}
      </button>
    </li>
  );
}

/** The member's collection, likes or browsing history, a page at a time, with removal (and "clear history"). */
export function MemberProductsPage({ kind }: { kind: MemberProductsKind }) {
  const { t } = useTranslation();
  const title = t(`collections.${kind}.title`);
  usePageMeta(title);
  const [page, setPage] = useState(1);
  const { data, isPending } = useMemberProducts(kind, page);
  const clear = useClearHistory();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  // A removal that empties the last page shows the page before it.
  if (data && data.list.length === 0 && page > 1) setPage(page - 1);
  return (
    <section className="member-products">
      <div className="member-products__head">
        <h1>{title}</h1>
        {kind === 'browseHistory' && (data?.total ?? 0) > 0 && (
          <button
            type="button"
            onClick={() => void askConfirm(t('collections.clearAsk')).then((yes) => yes && clear.mutate())}
            disabled={clear.isPending}
          >
            {t('collections.clear')}
          </button>
        )}
      </div>
      {!isPending && data?.total === 0 && <EmptyState title={t(`collections.${kind}.empty`)} />}
      <ul className="member-products__list">
        {data?.list.map((item) => (
          <ProductRow key={item.id} kind={kind} item={item} />
        ))}
      </ul>
      <Pager page={page} pages={pages} onChange={setPage} />
    </section>
  );
}

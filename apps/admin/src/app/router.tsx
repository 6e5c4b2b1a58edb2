import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Link } from 'react-router-dom';
import { SecurityPage, useCan, usePermissionInfo } from '../features/auth/index.ts';
import { CompanyDetailPage, MemberDetailPage } from '../features/members/index.ts';
import { adminContract } from '@shop/shared';
import { NewOrderPage, OrderDetailPage } from '../features/orders/index.ts';
import { ProductEditPage } from '../features/products/index.ts';
import { QuoteDetailPage } from '../features/quotes/index.ts';
import { Layout } from './layout.tsx';
import { SECTIONS } from './sections.tsx';

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <section className="empty">
      <h1>{t('common.notAllowed')}</h1>
      <p>{t('common.notAllowedText')}</p>
      <Link to="/">{t('nav.dashboard')}</Link>
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="empty">
      <h1>{t('common.notFound')}</h1>
      <Link to="/">{t('nav.dashboard')}</Link>
    </section>
  );
}

/** A page the admin's permissions do not reach says so instead of failing on every request. */
function Guard({ permission, children }: { permission: string | null; children: ReactNode }) {
  const { data } = usePermissionInfo();
  const can = useCan();
  if (!data) return null;
  return can(permission) ? children : <NotAllowed />;
}

const orders = SECTIONS.find((s) => s.path === '/orders')!;
const products = SECTIONS.find((s) => s.path === '/products')!;
const members = SECTIONS.find((s) => s.path === '/members')!;
const companies = SECTIONS.find((s) => s.path === '/companies')!;
const quotes = SECTIONS.find((s) => s.path === '/quotes')!;

export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        ...SECTIONS.map((section) => ({
          path: section.path,
          element: <Guard permission={section.permission}>{section.element}</Guard>,
        })),
        {
          path: '/orders/new',
          element: (
            <Guard permission={adminContract.trade.order.createForMember.access.permission}>
              <NewOrderPage />
            </Guard>
          ),
        },
        {
          path: '/orders/:id',
          element: (
            <Guard permission={orders.permission}>
              <OrderDetailPage />
            </Guard>
          ),
        },
        {
          path: '/quotes/:id',
          element: (
            <Guard permission={quotes.permission}>
              <QuoteDetailPage />
            </Guard>
          ),
        },
        {
          path: '/products/:id',
          element: (
            <Guard permission={products.permission}>
              <ProductEditPage />
            </Guard>
          ),
        },
        {
          path: '/members/:id',
          element: (
            <Guard permission={members.permission}>
              <MemberDetailPage />
            </Guard>
          ),
        },
        {
          path: '/companies/:id',
          element: (
            <Guard permission={companies.permission}>
              <CompanyDetailPage />
            </Guard>
          ),
        },
        { path: '/security', element: <SecurityPage /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/admin' },
);

import { adminContract, type Access, type ZAdminTradeTodo } from '@shop/shared';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AdminListPage } from '../features/admins/index.ts';
import { AfterSalesPage } from '../features/after-sales/index.ts';
import { AuditLogPage } from '../features/audit/index.ts';
import { CategoryPage } from '../features/categories/index.ts';
import { ArticlesPage, AdRequestsPage, ApplicationsPage, JobPostingsPage } from '../features/content/index.ts';
import { CouponListPage } from '../features/coupons/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { CompanyListPage, MemberListPage } from '../features/members/index.ts';
import { MessagesPage } from '../features/messages/index.ts';
import { NewsletterPage } from '../features/newsletter/index.ts';
import { InvoicesPage } from '../features/invoices/index.ts';
import { OffersPage } from '../features/offers/index.ts';
import { QuoteListPage } from '../features/quotes/index.ts';
import { OrderListPage } from '../features/orders/index.ts';
import { PrintPage } from '../features/print/index.ts';
import { ReceivablesPage } from '../features/receivables/index.ts';
import { ProductListPage } from '../features/products/index.ts';
import { PunchoutListPage } from '../features/punchout/index.ts';
import { ReportsPage } from '../features/reports/index.ts';
import { ReviewsPage } from '../features/reviews/index.ts';
import { RoleListPage } from '../features/roles/index.ts';
import { SettingsPage } from '../features/settings/index.ts';

/** The permission an endpoint of the admin table needs (null: any logged-in admin). */
function permissionOf(endpoint: { access: Access }): string | null {
  return typeof endpoint.access === 'object' ? endpoint.access.permission : null;
}

export interface Section {
  path: string;
  /** Key of its name under `nav.` */
  name: string;
  /** What the admin needs to see it: the permission of the endpoint the page lists. */
  permission: string | null;
  element: ReactNode;
  /** The to-do count its badge shows (statistics/trade/todo). */
  todo?: keyof z.infer<typeof ZAdminTradeTodo>;
}

/** The side navigation, in order; a section shows only to admins holding its permission. */
export const SECTIONS: Section[] = [
  { path: '/', name: 'dashboard', permission: null, element: <DashboardPage /> },
  {
    path: '/orders',
    name: 'orders',
    permission: permissionOf(adminContract.trade.order.page),
    todo: 'ordersToDispatch',
    element: <OrderListPage />,
  },
  { path: '/print', name: 'print', permission: permissionOf(adminContract.print.page), todo: 'printDataToCheck', element: <PrintPage /> },
  {
    path: '/quotes',
    name: 'quotes',
    permission: permissionOf(adminContract.trade.quote.page),
    todo: 'quotesToPrice',
    element: <QuoteListPage />,
  },
  { path: '/offers', name: 'offers', permission: permissionOf(adminContract.trade.offer.page), element: <OffersPage /> },
  { path: '/invoices', name: 'invoices', permission: permissionOf(adminContract.trade.invoice.page), element: <InvoicesPage /> },
  {
    path: '/receivables',
    name: 'receivables',
    permission: permissionOf(adminContract.pay.order.receivablePage),
    element: <ReceivablesPage />,
  },
  {
    path: '/after-sales',
    name: 'afterSales',
    permission: permissionOf(adminContract.trade.afterSale.page),
    todo: 'afterSalesToHandle',
    element: <AfterSalesPage />,
  },
  { path: '/reports', name: 'reports', permission: permissionOf(adminContract.statistics.trade.sales), element: <ReportsPage /> },
  { path: '/reviews', name: 'reviews', permission: permissionOf(adminContract.product.comment.page), element: <ReviewsPage /> },
  { path: '/products', name: 'products', permission: permissionOf(adminContract.product.spu.page), element: <ProductListPage /> },
  { path: '/categories', name: 'categories', permission: permissionOf(adminContract.product.category.list), element: <CategoryPage /> },
  { path: '/coupons', name: 'coupons', permission: permissionOf(adminContract.promotion.coupon.page), element: <CouponListPage /> },
  { path: '/members', name: 'members', permission: permissionOf(adminContract.member.user.page), element: <MemberListPage /> },
  { path: '/companies', name: 'companies', permission: permissionOf(adminContract.member.company.page), element: <CompanyListPage /> },
  { path: '/punchout', name: 'punchout', permission: permissionOf(adminContract.promotion.punchout.page), element: <PunchoutListPage /> },
  {
    path: '/messages',
    name: 'messages',
    permission: permissionOf(adminContract.system.contactUs.page),
    todo: 'messagesToAnswer',
    element: <MessagesPage />,
  },
  {
    path: '/newsletter',
    name: 'newsletter',
    permission: permissionOf(adminContract.promotion.newsletter.page),
    element: <NewsletterPage />,
  },
  { path: '/articles', name: 'articles', permission: permissionOf(adminContract.promotion.article.page), element: <ArticlesPage /> },
  { path: '/jobs', name: 'jobs', permission: permissionOf(adminContract.system.job.page), element: <JobPostingsPage /> },
  {
    path: '/applications',
    name: 'applications',
    permission: permissionOf(adminContract.system.job.applicationPage),
    element: <ApplicationsPage />,
  },
  {
    path: '/ad-requests',
    name: 'adRequests',
    permission: permissionOf(adminContract.promotion.advertising.page),
    element: <AdRequestsPage />,
  },
  { path: '/admins', name: 'admins', permission: permissionOf(adminContract.system.user.page), element: <AdminListPage /> },
  { path: '/roles', name: 'roles', permission: permissionOf(adminContract.system.role.page), element: <RoleListPage /> },
  { path: '/audit', name: 'audit', permission: permissionOf(adminContract.system.operateLog.page), element: <AuditLogPage /> },
  { path: '/settings', name: 'settings', permission: permissionOf(adminContract.system.settings.get), element: <SettingsPage /> },
];

import '../dashboard.css';
import { ORDER_STATUS } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { money } from '../../../lib/format.ts';
import { useCan, usePermissionInfo } from '../../auth/index.ts';
import { DailySales, presetRange } from '../../reports/index.ts';
import { useTradeSummary } from '../api/get-summary.ts';
import { useTradeTodo } from '../api/get-todo.ts';
import { TodoList } from '../components/todo-list.tsx';

function Tile({ label, children, to }: { label: string; children: ReactNode; to?: string }) {
  const body = (
    <>
      <span className="tile__value">{children}</span>
      <span className="tile__label">{label}</span>
    </>
  );
  return to ? (
    <Link className="tile" to={to}>
      {body}
    </Link>
  ) : (
    <div className="tile">{body}</div>
  );
}

/** Today at a glance: what waits for staff, orders, net revenue per currency, what awaits dispatch, low stock, the last 30 days. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: info } = usePermissionInfo();
  const can = useCan();
  const { data } = useTradeSummary(can('trade:order:query'));
  const { data: todo } = useTradeTodo();
  return (
    <>
      <PageHeader title={t('dashboard.welcome', { name: info?.user.nickname || info?.user.username || '' })} />
      {todo && <TodoList todo={todo} />}
      {data && (
        <>
          <div className="tiles">
            <Tile label={t('dashboard.awaitingDispatch')} to={`/orders?status=${ORDER_STATUS.awaitingDispatch}`}>
              {data.awaitingDispatchCount}
            </Tile>
            <Tile label={t('dashboard.ordersToday')}>{data.today.createdCount}</Tile>
            {data.today.revenue ? (
              <Tile label={t('dashboard.revenueToday', { count: data.today.paidCount.USD + data.today.paidCount.EUR })}>
                {money(data.today.revenue.USD, 'USD')} · {money(data.today.revenue.EUR, 'EUR')}
              </Tile>
            ) : (
              <Tile label={t('dashboard.paidToday')}>{data.today.paidCount.USD + data.today.paidCount.EUR}</Tile>
            )}
            <Tile label={t('dashboard.lowStock', { threshold: data.lowStock.threshold })}>{data.lowStock.total}</Tile>
          </div>
          <div className="detail-grid">
            {data.today.revenue && (
              <section className="card card--wide-2">
                <h2>
                  {t('dashboard.last30')} <Link to="/reports">{t('dashboard.toReports')}</Link>
                </h2>
                <DailySales range={presetRange('last30', new Date())} />
              </section>
            )}
            <section className="card">
              <h2>{t('dashboard.lowStockList')}</h2>
              {data.lowStock.list.length === 0 ? (
                <p className="muted">{t('dashboard.noLowStock')}</p>
              ) : (
                <ul className="plain-list">
                  {data.lowStock.list.map((sku) => (
                    <li key={sku.skuId}>
                      {can('product:spu:query') ? <Link to={`/products/${sku.spuId}`}>{sku.spuName}</Link> : sku.spuName}{' '}
                      <span className="muted">{sku.properties}</span>{' '}
                      <strong className={sku.stock === 0 ? 'danger' : undefined}>{sku.stock}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </>
  );
}

import { CONTACT_STATUS, ORDER_STATUS, PRINT_STATUS, type ZAdminTradeTodo } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';

type Todo = z.infer<typeof ZAdminTradeTodo>;

/** Where each count's work is done, in the order the dashboard lists them. */
export const TODO_LINKS: { count: keyof Todo; to: string }[] = [
  { count: 'ordersToDispatch', to: `/orders?status=${ORDER_STATUS.awaitingDispatch}` },
  { count: 'printDataToCheck', to: `/print?status=${PRINT_STATUS.awaitingCheck}` },
  { count: 'artworkToPrepare', to: `/print?status=${PRINT_STATUS.artworkInPreparation}` },
  { count: 'logoLinesToPrint', to: `/print?status=${PRINT_STATUS.aboutToPrint}` },
  { count: 'afterSalesToHandle', to: '/after-sales?status=' },
  { count: 'messagesToAnswer', to: `/messages?status=${CONTACT_STATUS.new}` },
  { count: 'quotesToPrice', to: '/quotes' },
];

/** The counts of what waits for staff, each a link to where it is done; counts beyond the admin's permissions are left out. */
export function TodoList({ todo }: { todo: Todo }) {
  const { t } = useTranslation();
  const shown = TODO_LINKS.filter((link) => todo[link.count] !== null);
  if (shown.length === 0) return null;
  return (
    <section className="card todo" aria-labelledby="todo-title">
      <h2 id="todo-title">{t('todo.title')}</h2>
      <ul className="plain-list">
        {shown.map(({ count, to }) => (
          <li key={count}>
            <Link to={to}>
              {t(`todo.${count}`)} <strong className={todo[count] ? 'todo__count todo__count--open' : 'todo__count'}>{todo[count]}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

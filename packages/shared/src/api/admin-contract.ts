import { afterSale, comment } from './admin/after-sale.ts';
import { product } from './admin/catalog.ts';
import { advertising, article, contactUs, job } from './admin/content.ts';
import { area, infra } from './admin/infra.ts';
import { company } from './admin/company.ts';
import { member } from './admin/member.ts';
import { payOrder } from './admin/pay.ts';
import { promotion } from './admin/promotion.ts';
import { punchout } from './admin/punchout.ts';
import { auth, operateLog, role, settings, user } from './admin/system.ts';
import { quote } from './admin/quote.ts';
import { carriers, creditNote, invoice, offer, order, print, statistics } from './admin/trade.ts';

/**
 * The back office's endpoints, served under /admin-api (yudao admin names). Admins are not
 * members: their own accounts, tokens and permissions. Endpoints are defined in `admin/<domain>.ts`;
 * this table only places them.
 */
export const adminContract = {
  product: { ...product, comment },
  infra,
  promotion: { ...promotion, punchout, article, advertising },
  member: { ...member, company },
  statistics,
  print,
  system: { contactUs, job, auth, user, role, operateLog, area, settings },
  pay: { order: payOrder },
  trade: { afterSale, creditNote, invoice, offer, order, quote, delivery: { express: carriers } },
};

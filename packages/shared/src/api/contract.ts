import { afterSale, carriers, orderItem, productComment } from './after-sale.ts';
import { cart } from './cart.ts';
import { category, search, spu } from './catalog.ts';
import { advertising, article, contactUs, job } from './content.ts';
import { company } from './company.ts';
import { design } from './design.ts';
import { area, country, dictData, file } from './infra.ts';
import { address, auth, browseHistory, favorite, like, user } from './member.ts';
import { payOrder } from './pay.ts';
import { newsletter } from './promotion.ts';
import { quote } from './quote.ts';
import { config, order } from './trade.ts';

/**
 * Every endpoint of the shop's API under /pc-api: the API registers its routes from this table
 * (a module adds only the handler), the OpenAPI document is generated from it, and the clients
 * call endpoints by these names. Paths, methods and field names are a public contract.
 *
 * Each endpoint is defined in the file of its domain (`catalog.ts`, `member.ts`, …); this table
 * only places them under their yudao names.
 */
export const contract = {
  product: { comment: productComment, favorite, like, browseHistory, design, category, spu, search },
  system: { job, dictData, area, contactUs },
  infra: { file },
  member: { country, auth, user, address, company },
  trade: {
    afterSale,
    delivery: { express: carriers },
    config,
    cart,
    order: { item: orderItem, ...order },
    quote,
  },
  promotion: { newsletter, article, advertising },
  pay: { order: payOrder },
};

export type Contract = typeof contract;

import { ERRORS } from '@shop/shared';
import type { NavigateFunction } from 'react-router-dom';
import { quoteRequestPath } from '../../../components/ui/quote-request-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * When no offered way to pay takes the order (1011011000), the quote is the way: the buyer goes to
 * the quote request with the order's lines (the server's message has said why). Any other refusal
 * stays where it is.
 */
export const offerQuote = (navigate: NavigateFunction, items: readonly object[]) => (error: unknown) => {
  if (error instanceof ApiError && error.code === ERRORS.ORDER_NO_PAY_CHANNEL.code) void navigate(quoteRequestPath(items));
  return null;
};

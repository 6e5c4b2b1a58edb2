import { useMutation, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

export const useSubscribe = () => useMutation({ mutationFn: (email: string) => client.promotion.newsletter.subscribe({ email }) });

/** Opens the link of a mail once: confirming or unsubscribing (the answer says how it went). */
export const useNewsletterLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  useQuery({
    queryKey: ['newsletter', action, token],
    queryFn: async () =>
      action === 'confirm'
        ? client.promotion.newsletter.confirm({ token }, { quietCodes: QUIET })
        : { mail: '', couponCode: null, unsubscribed: await client.promotion.newsletter.unsubscribe({ token }, { quietCodes: QUIET }) },
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A used, unknown or expired link: the page explains it rather than a toast. */
const QUIET = [1_013_003_000, 1_013_003_001];

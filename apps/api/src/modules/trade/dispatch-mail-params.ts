import { type Language, orderDetailText, trackingLink } from '@shop/shared';

/**
 * The dispatch mail's carrier, tracking number and, where the carrier has a tracking page, the
 * line with its link, in the mail's language.
 */
export function dispatchMailParams(carrier: { name: string; trackingUrl: string }, trackingNo: string) {
  const url = trackingLink(carrier.trackingUrl, trackingNo);
  return (language: Language) => ({
    carrier: carrier.name,
    trackingNo,
    trackingUrl: url ?? '',
    tracking: url ? `\n${orderDetailText('trackingLink', language, { url })}` : '',
  });
}

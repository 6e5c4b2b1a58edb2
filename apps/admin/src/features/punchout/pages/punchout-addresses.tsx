import type { ZPunchoutAddresses } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The addresses to give the customer's procurement team, for the organisation's protocol. */
export function PunchoutAddresses({ protocol, addresses }: { protocol: 'oci' | 'cxml'; addresses: z.infer<typeof ZPunchoutAddresses> }) {
  const { t } = useTranslation();
  const rows =
    protocol === 'oci'
      ? [['oci', addresses.oci]]
      : [
          ['cxmlSetup', addresses.cxmlSetup],
          ['cxmlOrder', addresses.cxmlOrder],
        ];
  return (
    <dl className="punchout-addresses">
      {rows.map(([key, url]) => (
        <div key={key}>
          <dt>{t(`punchout.address.${key}`)}</dt>
          <dd className="mono">{url}</dd>
        </div>
      ))}
    </dl>
  );
}

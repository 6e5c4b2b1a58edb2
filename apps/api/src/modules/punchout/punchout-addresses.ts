import type { Config } from '../../config/config.ts';

/**
 * The addresses a customer's procurement team enters in their system: the OCI login address, and
 * the cXML setup and order addresses. All on the shop's public address, outside /pc-api.
 */
export function punchoutAddresses(config: Pick<Config, 'PUBLIC_URL'>) {
  return {
    oci: `${config.PUBLIC_URL}/punchout/oci`,
    cxmlSetup: `${config.PUBLIC_URL}/punchout/cxml/setup`,
    cxmlOrder: `${config.PUBLIC_URL}/punchout/cxml/order`,
  };
}

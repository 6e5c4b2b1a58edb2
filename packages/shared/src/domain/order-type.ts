/**
 * An order line: a catalogue product, or one printed with the customer's logo. A module apart from
 * the state tables (states.ts): the product page reads it, and none of them.
 */
export const ORDER_TYPE = { normal: 1, custom: 2 } as const;

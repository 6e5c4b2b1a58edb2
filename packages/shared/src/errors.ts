import type { Language } from './i18n.ts';
import de from './locales/de/errors.json' with { type: 'json' };
import en from './locales/en/errors.json' with { type: 'json' };
import zh from './locales/zh/errors.json' with { type: 'json' };
import { renderMessage, type MessageParams } from './messages.ts';

/** The messages of the errors, by key, in `locales/<language>/errors.json`. */
const TEXTS: Record<Language, typeof en> = { en, de, zh };

/**
 * The one catalogue of error codes (yudao numbering: generic HTTP-like codes, and business codes
 * 1_0MM_EEE_NNN with MM the module). The codes are a public contract; the messages, which may hold
 * {{placeholders}}, are the `errors` namespace of the message catalogue.
 */
export const ERRORS = {
  BAD_REQUEST: { code: 400 },
  TENANT_MISSING: { code: 400 },
  /** A multipart body the parser cannot read: no boundary, or cut off before its form ends. */
  MULTIPART_UNREADABLE: { code: 400 },
  UNAUTHORIZED: { code: 401 },
  FORBIDDEN: { code: 403 },
  NOT_FOUND: { code: 404 },
  METHOD_NOT_ALLOWED: { code: 405 },
  PAYLOAD_TOO_LARGE: { code: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 415 },
  TOO_MANY_REQUESTS: { code: 429 },
  INTERNAL: { code: 500 },
  SERVICE_UNAVAILABLE: { code: 503 },

  FILE_MISSING: { code: 1_001_003_000 },
  FILE_TYPE_NOT_ALLOWED: { code: 1_001_003_001 },
  FILE_TOO_LARGE: { code: 1_001_003_002 },
  FILE_NOT_OURS: { code: 1_001_003_003 },

  ADMIN_BAD_CREDENTIALS: { code: 1_002_000_000 },
  ADMIN_DISABLED: { code: 1_002_000_001 },
  ADMIN_TOTP_REQUIRED: { code: 1_002_000_002 },
  ADMIN_TOTP_INVALID: { code: 1_002_000_003 },
  ADMIN_TOTP_ENABLED_ALREADY: { code: 1_002_000_004 },
  ADMIN_TOTP_NOT_SET_UP: { code: 1_002_000_005 },
  ADMIN_ROLE_NOT_FOUND: { code: 1_002_002_000 },
  ADMIN_ROLE_NAME_USED: { code: 1_002_002_001 },
  ADMIN_ROLE_LOCKED: { code: 1_002_002_003 },
  ADMIN_ROLE_IN_USE: { code: 1_002_002_006 },
  ADMIN_USERNAME_USED: { code: 1_002_003_000 },
  ADMIN_NOT_FOUND: { code: 1_002_003_003 },
  ADMIN_PASSWORD_WRONG: { code: 1_002_003_004 },
  ADMIN_NOT_YOURSELF: { code: 1_002_003_009 },
  ADMIN_LAST_OWNER: { code: 1_002_003_010 },
  TENANT_NOT_FOUND: { code: 1_002_015_000 },
  COUNTRY_NOT_FOUND: { code: 1_002_016_000 },

  MEMBER_NOT_FOUND: { code: 1_004_001_000 },
  MEMBER_DISABLED: { code: 1_004_001_001 },
  MAIL_USED: { code: 1_004_001_002 },
  MOBILE_USED: { code: 1_004_001_003 },
  PASSWORD_WRONG: { code: 1_004_001_004 },
  CODE_INVALID: { code: 1_004_002_000 },
  CODE_TOO_FREQUENT: { code: 1_004_002_001 },
  CODE_DAILY_LIMIT: { code: 1_004_002_002 },
  LOGIN_BAD_CREDENTIALS: { code: 1_004_003_000 },
  ADDRESS_NOT_FOUND: { code: 1_004_004_000 },
  ADDRESS_COUNTRY_NOT_SHIPPING: { code: 1_004_004_001 },
  ADDRESS_STATE_INVALID: { code: 1_004_004_002 },
  ADDRESS_POSTCODE_INVALID: { code: 1_004_004_003 },
  /** Companies (business buyers): their members, invitations and tax exemptions. */
  COMPANY_NOT_FOUND: { code: 1_004_020_000 },
  COMPANY_ALREADY_MEMBER: { code: 1_004_020_001 },
  COMPANY_ADMIN_ONLY: { code: 1_004_020_002 },
  COMPANY_VAT_ID_INVALID: { code: 1_004_020_003 },
  COMPANY_VAT_ID_COUNTRY: { code: 1_004_020_004 },
  COMPANY_INVITATION_INVALID: { code: 1_004_020_005 },
  COMPANY_INVITATION_EXPIRED: { code: 1_004_020_006 },
  COMPANY_INVITATION_OTHER_MAIL: { code: 1_004_020_007 },
  COMPANY_MEMBER_NOT_FOUND: { code: 1_004_020_008 },
  COMPANY_LAST_ADMIN: { code: 1_004_020_009 },
  COMPANY_TAX_EXEMPTION_US_ONLY: { code: 1_004_020_010 },
  COMPANY_TAX_EXEMPTION_NOT_SUBMITTED: { code: 1_004_020_011 },
  COMPANY_REJECT_REASON_REQUIRED: { code: 1_004_020_012 },
  COMPANY_MEMBER_ALREADY_IN: { code: 1_004_020_013 },
  /** An order or return of the account is still in progress: deleting it waits until they are done. */
  ACCOUNT_DELETE_IN_PROGRESS: { code: 1_004_022_000 },
  /** The company's only admin, with colleagues: the admin role is handed over first. */
  ACCOUNT_DELETE_COMPANY_ADMIN: { code: 1_004_022_001 },
  /**
   * Business buyers' taxes (1_004_021_xxx). Public contract, kept: edits of reverse-charge orders are
   * re-priced net now; only an order whose company copy cannot give its net prices again is refused.
   */
  ORDER_EDIT_REVERSE_CHARGE: { code: 1_004_021_000 },
  /** A US address whose ZIP code lies in another state than the one typed: the ZIP's state decides (its sales tax). */
  ADDRESS_ZIP_STATE_MISMATCH: { code: 1_011_000_008 },

  PAY_CHANNEL_UNAVAILABLE: { code: 1_007_001_000 },
  PAY_ORDER_NOT_FOUND: { code: 1_007_002_000 },
  PAY_CAPTURE_FAILED: { code: 1_007_002_002 },
  PAY_REFUND_FAILED: { code: 1_007_002_003 },
  PAY_ORDER_EXPIRED: { code: 1_007_002_001 },
  PAY_CAPTURE_PENDING: { code: 1_007_002_004 },
  /** The card issuer declined the capture (PayPal's INSTRUMENT_DECLINED, TRANSACTION_REFUSED, or a DECLINED capture); nothing was charged. */
  CARD_DECLINED: { code: 1_007_005_000 },
  /** 3-D Secure did not shift liability (failed, refused, or not completed): the card payment is not captured. */
  CARD_AUTHENTICATION_FAILED: { code: 1_007_005_001 },
  /** A card payment not completed within 15 minutes of opening; its PayPal order is never captured. */
  CARD_PAYMENT_EXPIRED: { code: 1_007_005_002 },
  /** A way to pay asked for an order above its limit (spec section 9). */
  PAY_CHANNEL_OVER_LIMIT: { code: 1_007_001_001 },
  /** Money recorded for a payment that waits for none (not a bank transfer, or paid already). */
  PAY_NOT_RECEIVABLE: { code: 1_007_002_005 },
  /** More money recorded than the payment still lacks. */
  PAY_AMOUNT_TOO_HIGH: { code: 1_007_002_006 },
  /** A bank statement that is neither CAMT.053 XML nor the CSV layout, or too large. */
  PAY_STATEMENT_UNREADABLE: { code: 1_007_003_000 },
  /** On account: the company's open invoices and this order together would pass its credit limit. */
  PAY_CREDIT_LIMIT_EXCEEDED: { code: 1_007_004_000 },
  /** On account: below the smallest invoice taken (5.00). */
  PAY_INVOICE_MINIMUM: { code: 1_007_004_001 },
  /** On account: the buyer's company was not allowed to buy on account, or (consumers) the shop does not offer it. */
  PAY_INVOICE_NOT_ALLOWED: { code: 1_007_004_002 },

  CATEGORY_NOT_FOUND: { code: 1_008_001_000 },
  CATEGORY_PARENT_NOT_FOUND: { code: 1_008_001_001 },
  CATEGORY_PARENT_INVALID: { code: 1_008_001_002 },
  CATEGORY_HAS_CHILDREN: { code: 1_008_001_003 },
  CATEGORY_HAS_PRODUCTS: { code: 1_008_001_005 },
  CATEGORY_CODE_USED: { code: 1_008_001_006 },
  PRODUCT_NOT_FOUND: { code: 1_008_005_000 },
  PRODUCT_NOT_ON_SALE: { code: 1_008_005_002 },
  SKU_NOT_FOUND: { code: 1_008_006_000 },
  SKU_PROPERTIES_DUPLICATED: { code: 1_008_006_001 },
  SKU_PROPERTIES_MISMATCH: { code: 1_008_006_002 },
  SKU_STOCK_NOT_ENOUGH: { code: 1_008_006_004 },
  /** A product import whose first line lacks the columns that name its rows (spu_id, sku_id). */
  PRODUCT_IMPORT_HEADER: { code: 1_008_010_000 },
  /** A product import with bad rows: nothing is written (a dry run lists them). */
  PRODUCT_IMPORT_REFUSED: { code: 1_008_010_001 },
  PRODUCT_PRINT_METHOD_REQUIRED: { code: 1_008_009_000 },
  PRODUCT_PRINT_METHOD_UNKNOWN: { code: 1_008_009_001 },
  PRODUCT_PRINT_PRICES_MISSING: { code: 1_008_009_002 },
  PRODUCT_PRINT_PRICE_NOT_OFFERED: { code: 1_008_009_003 },
  DESIGN_NOT_FOUND: { code: 1_008_008_000 },
  DESIGN_NO_PRINT_AREA: { code: 1_008_008_001 },
  DESIGN_PICTURE_TOO_LARGE: { code: 1_008_008_002 },
  /** A logo line at a position where the product has no print area (an old client offered every position). */
  PRINT_POSITION_NOT_OFFERED: { code: 1_008_008_010 },
  /** A logo line whose size does not fit inside the product's print area at its position. */
  PRINT_SIZE_NOT_OFFERED: { code: 1_008_008_011 },
  /** Buy again: the earlier logo line named is not mine, its print data was not approved, or the product, position or size changed. */
  REORDER_PRINT_DATA_NOT_FOUND: { code: 1_008_011_000 },
  /** Buy again: none of the order's lines can be bought now (off sale or out of stock). */
  REORDER_NOTHING_AVAILABLE: { code: 1_008_011_001 },

  ORDER_NOT_FOUND: { code: 1_011_000_000 },
  /** An order above every offered way to pay: the storefront offers the quote (the ruling's code). */
  ORDER_NO_PAY_CHANNEL: { code: 1_011_011_000 },
  ORDER_ITEM_UNAVAILABLE: { code: 1_011_000_001 },
  ORDER_STOCK_NOT_ENOUGH: { code: 1_011_000_002 },
  ORDER_CUSTOM_MIN_COUNT: { code: 1_011_000_003 },
  ORDER_STATUS_NOT_ALLOWED: { code: 1_011_000_005 },
  ORDER_CANCEL_WINDOW_PASSED: { code: 1_011_000_006 },
  ORDER_ADDRESS_REGION_FIXED: { code: 1_011_000_007 },
  ORDER_ADDRESS_INCOMPLETE: { code: 1_011_000_004 },
  /** A cancel with refund is under way: the order can be neither dispatched nor cancelled again meanwhile. */
  ORDER_BEING_CANCELLED: { code: 1_011_000_010 },
  /** An Idempotency-Key already used for an order with another request body: nothing is created. */
  ORDER_IDEMPOTENCY_KEY_REUSED: { code: 1_011_000_009 },
  /** The buyer (member, guest mailbox or client address) already holds as many unpaid orders as the shop allows. */
  ORDER_UNPAID_LIMIT: { code: 1_011_000_011 },
  /** The order would leave the buyer holding more of a SKU's stock in unpaid orders than the shop allows. */
  ORDER_UNPAID_STOCK_SHARE: { code: 1_011_000_012 },
  /** A refund by the shop of nothing (no cents on any line nor the delivery). */
  ORDER_REFUND_EMPTY: { code: 1_011_000_013 },
  /** More pieces or cents of a line than are left to refund. */
  ORDER_REFUND_LINE_TOO_HIGH: { code: 1_011_000_014 },
  /** More of the delivery than is left to refund. */
  ORDER_REFUND_DELIVERY_TOO_HIGH: { code: 1_011_000_015 },
  /** More than the payment less what was refunded already. */
  ORDER_REFUND_TOTAL_TOO_HIGH: { code: 1_011_000_016 },
  /** The same Idempotency-Key's refund is still on its way to the provider. */
  ORDER_REFUND_IN_PROGRESS: { code: 1_011_000_017 },
  /** Lines can change only while the order is unpaid or paid and not dispatched (nor being cancelled). */
  ORDER_EDIT_STATUS: { code: 1_011_000_018 },
  /** A logo line's print data was approved (or is being printed): its lines are fixed. */
  ORDER_EDIT_PRINT_LOCKED: { code: 1_011_000_019 },
  /** An edit would leave the order without a line. */
  ORDER_EDIT_EMPTY: { code: 1_011_000_020 },
  /** The order was partly refunded or has a return: corrected by refunds, not edits. */
  ORDER_EDIT_REFUNDED: { code: 1_011_000_021 },
  /** An earlier edit's extra payment is still waiting for the buyer. */
  ORDER_EDIT_EXTRA_OPEN: { code: 1_011_000_022 },
  AFTER_SALE_NOT_FOUND: { code: 1_011_000_100 },
  AFTER_SALE_ORDER_NOT_DISPATCHED: { code: 1_011_000_104 },
  AFTER_SALE_STATUS_NOT_ALLOWED: { code: 1_011_000_106 },
  AFTER_SALE_WINDOW_PASSED: { code: 1_011_000_120 },
  AFTER_SALE_REASON_INVALID: { code: 1_011_000_121 },
  AFTER_SALE_CUSTOM_DEFECT_ONLY: { code: 1_011_000_122 },
  AFTER_SALE_PICTURES_REQUIRED: { code: 1_011_000_123 },
  AFTER_SALE_REFUND_PRICE_TOO_HIGH: { code: 1_011_000_101 },
  AFTER_SALE_ALREADY_OPEN: { code: 1_011_000_124 },
  AFTER_SALE_REFUND_IN_PROGRESS: { code: 1_011_000_125 },
  /** More pieces than the line has. */
  AFTER_SALE_COUNT_TOO_HIGH: { code: 1_011_000_126 },
  COMMENT_ORDER_NOT_COMPLETED: { code: 1_011_000_030 },
  COMMENT_NOT_FOUND: { code: 1_008_007_000 },
  COMMENT_EXISTS: { code: 1_008_007_001 },
  CARRIER_NOT_FOUND: { code: 1_011_004_000 },
  ORDER_CUSTOM_INCOMPLETE: { code: 1_011_005_000 },
  ORDER_CUSTOM_NOT_PRINTABLE: { code: 1_011_005_001 },
  ORDER_ITEM_NOT_FOUND: { code: 1_011_005_002 },
  PRINT_STATUS_NOT_ALLOWED: { code: 1_011_005_003 },
  PRINT_FILE_NOT_PRINT_DATA: { code: 1_011_005_004 },
  ORDER_PRINT_NOT_FINISHED: { code: 1_011_005_005 },
  PRINT_FILE_POSTSCRIPT: { code: 1_011_005_006 },
  ORDER_BILLING_LOCKED: { code: 1_011_005_007 },

  CART_ITEM_NOT_FOUND: { code: 1_011_002_000 },
  CART_SKU_NOT_AVAILABLE: { code: 1_011_002_001 },
  CART_STOCK_EXCEEDED: { code: 1_011_002_002 },

  COUPON_NOT_FOUND: { code: 1_011_010_000 },
  COUPON_NOT_VALID_NOW: { code: 1_011_010_001 },
  COUPON_MIN_SPEND: { code: 1_011_010_002 },
  COUPON_USED: { code: 1_011_010_003 },
  COUPON_CODE_USED: { code: 1_011_010_004 },

  /** The newsletter links' own codes (they answered 1011011000/001, which the rulings give to payment). */
  NEWSLETTER_LINK_INVALID: { code: 1_013_003_000 },
  NEWSLETTER_LINK_EXPIRED: { code: 1_013_003_001 },

  /** Quotes (trade/quote/*). */
  QUOTE_NOT_FOUND: { code: 1_011_030_000 },
  QUOTE_NOT_OPEN: { code: 1_011_030_001 },
  QUOTE_NOT_PRICED: { code: 1_011_030_002 },
  QUOTE_EXPIRED: { code: 1_011_030_003 },
  QUOTE_LINES_MISMATCH: { code: 1_011_030_004 },
  QUOTE_VALID_TO_PAST: { code: 1_011_030_005 },
  QUOTE_GUEST_DETAILS: { code: 1_011_030_006 },
  QUOTE_ADDRESS_MISSING: { code: 1_011_030_007 },
  /** Approvals of company orders over a buyer's spending limit (status 5). */
  ORDER_APPROVAL_ROLE: { code: 1_011_020_000 },
  ORDER_APPROVAL_OWN_ORDER: { code: 1_011_020_001 },
  ORDER_APPROVAL_DECIDED: { code: 1_011_020_002 },
  ORDER_AWAITING_APPROVAL: { code: 1_011_020_003 },

  INVOICE_NOT_ISSUED: { code: 1_011_012_000 },
  CREDIT_NOTE_NOT_ISSUED: { code: 1_011_012_001 },

  CONTACT_MESSAGE_NOT_FOUND: { code: 1_002_030_000 },
  CONTACT_MESSAGE_NO_MAIL: { code: 1_002_030_001 },
  CONTACT_MESSAGE_ANSWERED: { code: 1_002_030_002 },

  ARTICLE_NOT_FOUND: { code: 1_013_001_000 },
  JOB_NOT_FOUND: { code: 1_002_031_000 },
  JOB_APPLICATION_NOT_FOUND: { code: 1_002_031_001 },
  /** The settings were saved by someone else since they were read (the `version` sent is not the current one). */
  SETTINGS_CHANGED: { code: 1_002_032_000 },
  /** A carrier that orders or returns name cannot be removed from the settings. */
  SETTINGS_CARRIER_IN_USE: { code: 1_002_032_001 },
  AD_REQUEST_NOT_FOUND: { code: 1_013_002_000 },
  AD_MEDIA_TOO_SMALL: { code: 1_013_002_001 },
  AD_MEDIA_UNREADABLE: { code: 1_013_002_002 },

  /** Punchout (OCI and cXML procurement systems). */
  PUNCHOUT_NOT_FOUND: { code: 1_013_010_000 },
  PUNCHOUT_LOGIN_USED: { code: 1_013_010_001 },
  PUNCHOUT_CREDENTIALS_MISSING: { code: 1_013_010_002 },
  PUNCHOUT_BAD_CREDENTIALS: { code: 1_013_010_003 },
  PUNCHOUT_SESSION_EXPIRED: { code: 1_013_010_004 },
  PUNCHOUT_MEMBER_PAGE: { code: 1_013_010_005 },
  PUNCHOUT_CATEGORY_NOT_ALLOWED: { code: 1_013_010_006 },
  PUNCHOUT_CART_EMPTY: { code: 1_013_010_007 },
  PUNCHOUT_RETURN_URL_INVALID: { code: 1_013_010_008 },
} as const satisfies Record<keyof typeof en, { code: number }>;

export type ErrorKey = keyof typeof ERRORS;

export function errorMessage(key: ErrorKey, language: Language, params: MessageParams = {}): string {
  return renderMessage('errors', TEXTS, key, language, params);
}

import type { Language, Translated } from './i18n.ts';

interface ErrorEntry {
  code: number;
  message: Translated;
}

/**
 * The one catalogue of error codes (yudao numbering: generic HTTP-like codes, and business codes
 * 1_0MM_EEE_NNN with MM the module). Messages may hold {placeholders}.
 */
export const ERRORS = {
  BAD_REQUEST: { code: 400, message: { en: 'Invalid request: {detail}', de: 'Ungültige Anfrage: {detail}', zh: '请求参数不正确：{detail}' } },
  TENANT_MISSING: { code: 400, message: { en: 'The tenant-id header is missing.', de: 'Der Header tenant-id fehlt.', zh: '请求的租户标识未传递' } },
  UNAUTHORIZED: { code: 401, message: { en: 'Please log in.', de: 'Bitte melden Sie sich an.', zh: '账号未登录' } },
  FORBIDDEN: { code: 403, message: { en: 'You are not allowed to do this.', de: 'Dazu sind Sie nicht berechtigt.', zh: '没有该操作权限' } },
  NOT_FOUND: { code: 404, message: { en: 'Not found.', de: 'Nicht gefunden.', zh: '请求未找到' } },
  METHOD_NOT_ALLOWED: { code: 405, message: { en: 'Method not allowed.', de: 'Methode nicht erlaubt.', zh: '请求方法不正确' } },
  PAYLOAD_TOO_LARGE: { code: 413, message: { en: 'The request is too large.', de: 'Die Anfrage ist zu groß.', zh: '请求内容过大' } },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, message: { en: 'Unsupported content type.', de: 'Nicht unterstützter Inhaltstyp.', zh: '不支持的内容类型' } },
  TOO_MANY_REQUESTS: { code: 429, message: { en: 'Too many requests, please try again later.', de: 'Zu viele Anfragen, bitte versuchen Sie es später erneut.', zh: '请求过于频繁，请稍后重试' } },
  INTERNAL: { code: 500, message: { en: 'Something went wrong on our side (reference {ref}). Please try again.', de: 'Bei uns ist ein Fehler aufgetreten (Referenz {ref}). Bitte versuchen Sie es erneut.', zh: '系统异常（编号 {ref}），请稍后重试' } },
  SERVICE_UNAVAILABLE: { code: 503, message: { en: 'The service is temporarily unavailable.', de: 'Der Dienst ist vorübergehend nicht verfügbar.', zh: '服务暂时不可用' } },

  FILE_MISSING: { code: 1_001_003_000, message: { en: 'Choose a file to upload.', de: 'Bitte wählen Sie eine Datei aus.', zh: '请选择要上传的文件' } },
  FILE_TYPE_NOT_ALLOWED: { code: 1_001_003_001, message: { en: 'This file type is not allowed here; allowed: {allowed}.', de: 'Dieser Dateityp ist hier nicht erlaubt; erlaubt: {allowed}.', zh: '不支持该文件格式，仅支持：{allowed}' } },
  FILE_TOO_LARGE: { code: 1_001_003_002, message: { en: 'The file is larger than {max}.', de: 'Die Datei ist größer als {max}.', zh: '文件大小不能超过 {max}' } },
  FILE_NOT_OURS: { code: 1_001_003_003, message: { en: 'Pictures must be uploaded to this shop first.', de: 'Bilder müssen zuerst in diesen Shop hochgeladen werden.', zh: '图片必须先上传到本店' } },

  TENANT_NOT_FOUND: { code: 1_002_015_000, message: { en: 'Unknown tenant.', de: 'Unbekannter Mandant.', zh: '租户不存在' } },
  COUNTRY_NOT_FOUND: { code: 1_002_016_000, message: { en: 'Unknown country.', de: 'Unbekanntes Land.', zh: '国家不存在' } },

  MEMBER_NOT_FOUND: { code: 1_004_001_000, message: { en: 'This account does not exist.', de: 'Dieses Konto existiert nicht.', zh: '用户不存在' } },
  MEMBER_DISABLED: { code: 1_004_001_001, message: { en: 'This account is disabled. Please contact us.', de: 'Dieses Konto ist gesperrt. Bitte kontaktieren Sie uns.', zh: '账号已被禁用，请联系我们' } },
  MAIL_USED: { code: 1_004_001_002, message: { en: 'This e-mail address is already registered. Please log in or reset your password.', de: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.', zh: '该邮箱已注册，请直接登录或重置密码' } },
  MOBILE_USED: { code: 1_004_001_003, message: { en: 'This phone number belongs to another account.', de: 'Diese Telefonnummer gehört zu einem anderen Konto.', zh: '该手机号已被其他账号使用' } },
  PASSWORD_WRONG: { code: 1_004_001_004, message: { en: 'The current password is not correct.', de: 'Das aktuelle Passwort ist nicht korrekt.', zh: '当前密码不正确' } },
  CODE_INVALID: { code: 1_004_002_000, message: { en: 'The verification code is wrong or has expired.', de: 'Der Bestätigungscode ist falsch oder abgelaufen.', zh: '验证码不正确或已过期' } },
  CODE_TOO_FREQUENT: { code: 1_004_002_001, message: { en: 'Please wait {seconds} seconds before asking for another code.', de: 'Bitte warten Sie {seconds} Sekunden, bevor Sie einen neuen Code anfordern.', zh: '请等待 {seconds} 秒后再获取验证码' } },
  CODE_DAILY_LIMIT: { code: 1_004_002_002, message: { en: 'Too many codes today. Please try again tomorrow.', de: 'Heute wurden zu viele Codes angefordert. Bitte versuchen Sie es morgen erneut.', zh: '今日获取验证码次数过多，请明天再试' } },
  LOGIN_BAD_CREDENTIALS: { code: 1_004_003_000, message: { en: 'The e-mail, phone number or password is not correct.', de: 'E-Mail, Telefonnummer oder Passwort ist nicht korrekt.', zh: '账号或密码不正确' } },
  ADDRESS_NOT_FOUND: { code: 1_004_004_000, message: { en: 'This address does not exist.', de: 'Diese Adresse existiert nicht.', zh: '收货地址不存在' } },
  ADDRESS_COUNTRY_NOT_SHIPPING: { code: 1_004_004_001, message: { en: 'We do not ship to this country.', de: 'In dieses Land liefern wir nicht.', zh: '我们不向该国家发货' } },
  ADDRESS_STATE_INVALID: { code: 1_004_004_002, message: { en: 'Choose a state or region of the selected country.', de: 'Wählen Sie ein Bundesland bzw. eine Region des gewählten Landes.', zh: '请选择所选国家的州或地区' } },
  ADDRESS_POSTCODE_INVALID: { code: 1_004_004_003, message: { en: 'This postcode does not fit the selected country.', de: 'Diese Postleitzahl passt nicht zum gewählten Land.', zh: '邮政编码与所选国家不符' } },

  PAY_CHANNEL_UNAVAILABLE: { code: 1_007_001_000, message: { en: 'This payment method is not available.', de: 'Diese Zahlungsart ist nicht verfügbar.', zh: '该支付方式不可用' } },
  PAY_ORDER_NOT_FOUND: { code: 1_007_002_000, message: { en: 'This payment does not exist.', de: 'Diese Zahlung existiert nicht.', zh: '支付单不存在' } },
  PAY_CAPTURE_FAILED: { code: 1_007_002_002, message: { en: 'The payment was not completed; your order stays unpaid.', de: 'Die Zahlung wurde nicht abgeschlossen; Ihre Bestellung bleibt unbezahlt.', zh: '支付未完成，订单仍为待付款' } },
  PAY_REFUND_FAILED: { code: 1_007_002_003, message: { en: 'The refund could not be made just now; your order stays paid. Please try again later or contact us.', de: 'Die Erstattung war gerade nicht möglich; Ihre Bestellung bleibt bezahlt. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.', zh: '暂时无法退款，订单仍为已支付。请稍后重试或联系我们' } },
  PAY_ORDER_EXPIRED: { code: 1_007_002_001, message: { en: 'The time to pay this order has run out.', de: 'Die Zahlungsfrist für diese Bestellung ist abgelaufen.', zh: '订单支付已超时' } },

  CATEGORY_NOT_FOUND: { code: 1_008_001_000, message: { en: 'This category does not exist.', de: 'Diese Kategorie existiert nicht.', zh: '商品分类不存在' } },
  PRODUCT_NOT_FOUND: { code: 1_008_005_000, message: { en: 'This product does not exist.', de: 'Dieses Produkt existiert nicht.', zh: '商品不存在' } },
  PRODUCT_NOT_ON_SALE: { code: 1_008_005_002, message: { en: 'This product is no longer for sale.', de: 'Dieses Produkt ist nicht mehr erhältlich.', zh: '商品已下架' } },

  ORDER_NOT_FOUND: { code: 1_011_000_000, message: { en: 'This order does not exist.', de: 'Diese Bestellung existiert nicht.', zh: '订单不存在' } },
  ORDER_ITEM_UNAVAILABLE: { code: 1_011_000_001, message: { en: 'A product of your order is no longer available.', de: 'Ein Produkt Ihrer Bestellung ist nicht mehr erhältlich.', zh: '订单中的商品已不可购买' } },
  ORDER_STOCK_NOT_ENOUGH: { code: 1_011_000_002, message: { en: '{name}: only {stock} pieces are in stock.', de: '{name}: nur {stock} Stück auf Lager.', zh: '{name}：库存仅剩 {stock} 件' } },
  ORDER_CUSTOM_MIN_COUNT: { code: 1_011_000_003, message: { en: 'Logo orders need at least 25 pieces.', de: 'Logo-Bestellungen brauchen mindestens 25 Stück.', zh: '定制 Logo 订单至少 25 件' } },
  ORDER_STATUS_NOT_ALLOWED: { code: 1_011_000_005, message: { en: 'This cannot be done with the order in its current status.', de: 'Das ist im aktuellen Status der Bestellung nicht möglich.', zh: '当前订单状态不允许此操作' } },
  ORDER_CANCEL_WINDOW_PASSED: { code: 1_011_000_006, message: { en: 'A paid order can be cancelled within 24 hours of payment and before it ships. Please apply for an after-sale service instead.', de: 'Eine bezahlte Bestellung kann innerhalb von 24 Stunden nach der Zahlung und vor dem Versand storniert werden. Bitte beantragen Sie stattdessen einen Kundendienst.', zh: '已支付订单仅可在支付后 24 小时内且发货前取消，请申请售后服务' } },
  ORDER_ADDRESS_INCOMPLETE: { code: 1_011_000_004, message: { en: 'Please complete the receiving information.', de: 'Bitte vervollständigen Sie die Lieferadresse.', zh: '请完善收货信息' } },

  CART_ITEM_NOT_FOUND: { code: 1_011_002_000, message: { en: 'This cart line does not exist.', de: 'Diese Warenkorbposition existiert nicht.', zh: '购物车商品不存在' } },
  CART_SKU_NOT_AVAILABLE: { code: 1_011_002_001, message: { en: 'This product is not available.', de: 'Dieses Produkt ist nicht verfügbar.', zh: '该商品不可购买' } },
  CART_STOCK_EXCEEDED: { code: 1_011_002_002, message: { en: 'Only {stock} pieces are in stock.', de: 'Nur {stock} Stück sind auf Lager.', zh: '库存仅剩 {stock} 件' } },

  COUPON_NOT_FOUND: { code: 1_011_010_000, message: { en: 'This promo code does not exist.', de: 'Dieser Gutscheincode existiert nicht.', zh: '优惠码不存在' } },
  COUPON_NOT_VALID_NOW: { code: 1_011_010_001, message: { en: 'This promo code is not valid now.', de: 'Dieser Gutscheincode ist derzeit nicht gültig.', zh: '优惠码不在有效期内' } },
  COUPON_MIN_SPEND: { code: 1_011_010_002, message: { en: 'The minimum spend for this promo code is not reached.', de: 'Der Mindestbestellwert für diesen Gutscheincode ist nicht erreicht.', zh: '未达到优惠码的最低消费金额' } },
  COUPON_USED: { code: 1_011_010_003, message: { en: 'This promo code has already been used or is not yours.', de: 'Dieser Gutscheincode wurde bereits verwendet oder gehört nicht Ihnen.', zh: '优惠码已被使用或不属于您' } },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorKey = keyof typeof ERRORS;

export function errorMessage(key: ErrorKey, language: Language, params: Record<string, string | number> = {}): string {
  return ERRORS[key].message[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

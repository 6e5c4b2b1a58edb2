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

  CATEGORY_NOT_FOUND: { code: 1_008_001_000, message: { en: 'This category does not exist.', de: 'Diese Kategorie existiert nicht.', zh: '商品分类不存在' } },
  PRODUCT_NOT_FOUND: { code: 1_008_005_000, message: { en: 'This product does not exist.', de: 'Dieses Produkt existiert nicht.', zh: '商品不存在' } },
  PRODUCT_NOT_ON_SALE: { code: 1_008_005_002, message: { en: 'This product is no longer for sale.', de: 'Dieses Produkt ist nicht mehr erhältlich.', zh: '商品已下架' } },

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

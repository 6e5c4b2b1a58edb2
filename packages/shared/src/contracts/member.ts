import { z } from 'zod';
import { zId, zOptionalText, zQueryInt } from './common.ts';

/** At least 8 characters, at least 2 of them digits or special characters. */
export function passwordStrongEnough(password: string): boolean {
  return password.length >= 8 && (password.match(/[^A-Za-z]/g) ?? []).length >= 2;
}

export const zPassword = z.string().max(128).refine(passwordStrongEnough, { message: 'password_rule' });
const zMail = z.string().trim().toLowerCase().pipe(z.email().max(120));
const zCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'code_format' });
/** `YYYY-MM-DD`, a real date in the past. */
export const zBirthday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) &&
      Date.parse(v) < Date.now() &&
      v >= '1900-01-01',
    { message: 'date_invalid' },
  );
/** The old front end sends "" for optional numbers it has no value for. */
export const zOptionalId = z.union([zId, z.literal('').transform(() => undefined), z.null().transform(() => undefined)]).optional();
const zPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[\d\s()+-]*$/, { message: 'phone_format' })
  .optional()
  .default('');

export const CODE_SCENES = { register: 0, resetPassword: 1 } as const;
export const ZSendEmailCodeRequest = z.object({ email: zMail, scene: z.union([z.literal(0), z.literal(1)]) });
export type TSendEmailCodeRequest = z.input<typeof ZSendEmailCodeRequest>;

/** A new company: its name, country and (outside the EU optional) VAT ID; spaces, dots and small letters are fine. */
export const ZNewCompany = z.object({
  name: z.string().trim().min(1).max(120),
  vatId: z.string().trim().max(24).optional().default(''),
  countryId: zId,
});

export const ZRegisterRequest = z
  .object({
    mail: zMail,
    code: zCode,
    password: zPassword,
    confirmPassword: z.string().max(128).optional(),
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
    birthday: z.union([zBirthday, z.literal('').transform(() => undefined)]).optional(),
    countryId: zOptionalId,
    mobileId: zOptionalId,
    mobile: zPhone,
    /** "Buying for a company": the company is created with the new member as its admin, in the same step. */
    company: ZNewCompany.optional(),
  })
  .refine((r) => r.confirmPassword === undefined || r.confirmPassword === r.password, {
    message: 'passwords_differ',
    path: ['confirmPassword'],
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  /** E-mail or phone number. */
  mobile: z.string().trim().min(1).max(120),
  password: z.string().min(1).max(128),
  rememberMe: z.boolean().optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  userId: z.number().int(),
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token expires, epoch milliseconds. */
  expiresTime: z.number().int(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

const zRefreshToken = z.string().min(10).max(200);
/**
 * refresh-token takes the token in the query, as the old clients send it, or in a JSON body, which
 * keeps it out of URLs; one of the two is required.
 */
export const ZRefreshTokenQuery = z.object({ refreshToken: zRefreshToken.optional() });
export const ZRefreshTokenBody = z.object({ refreshToken: zRefreshToken.optional() }).nullish();

export const ZResetPasswordRequest = z.object({ mail: zMail, code: zCode, password: zPassword });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const MAIL_LANGUAGES = ['en', 'de', 'zh'] as const;

export const ZMemberProfile = z.object({
  id: z.number().int(),
  mail: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  mobileId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  birthday: z.string().nullable(),
  mailLanguage: z.enum(MAIL_LANGUAGES),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;

export const ZMemberUpdateRequest = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  nickname: zOptionalText(60),
  avatar: z.string().max(500).optional().default(''),
  birthday: z.union([zBirthday, z.literal('').transform(() => undefined)]).optional(),
  countryId: zOptionalId,
  mobileId: zOptionalId,
  mobile: zPhone,
  mailLanguage: z.enum(MAIL_LANGUAGES),
});
export type TMemberUpdateRequest = z.input<typeof ZMemberUpdateRequest>;

export const ZPasswordChangeRequest = z.object({ oldPassword: z.string().min(1).max(128), password: zPassword });
export type TPasswordChangeRequest = z.input<typeof ZPasswordChangeRequest>;

/** Deleting one's own account asks for its password. */
export const ZAccountDeleteRequest = z.object({ password: z.string().min(1).max(128) });
export type TAccountDeleteRequest = z.input<typeof ZAccountDeleteRequest>;
/** `member/user/export-data`: everything the shop keeps of the member, as a JSON file (not an envelope). */
export const ZMemberDataFile = z.string().describe('The member’s data (application/json), not an envelope');
/** `member/user/export-data-page`: the same as a readable page (text/html). */
export const ZMemberDataPage = z.string().describe('The member’s data as a readable page (text/html), not an envelope');

/** The account settings page's choices, with what a shopper expects when nothing was chosen yet. */
export const ZMemberSettings = z.object({
  notification: z
    .object({ orderUpdates: z.boolean(), promotions: z.boolean(), newsletter: z.boolean() })
    .default({ orderUpdates: true, promotions: false, newsletter: false }),
  privacy: z
    .object({ privateSubscriptions: z.boolean(), blockAds: z.boolean(), blockNotifications: z.boolean() })
    .default({ privateSubscriptions: false, blockAds: false, blockNotifications: false }),
  settlement: z
    .object({ defaultDeliveryType: z.enum(['1', '2', '3']), invoiceByEmail: z.boolean() })
    .default({ defaultDeliveryType: '1', invoiceByEmail: true }),
  advanced: z
    .object({ keepBrowsingHistory: z.boolean(), personalisedRecommendations: z.boolean() })
    .default({ keepBrowsingHistory: true, personalisedRecommendations: true }),
});
export type TMemberSettings = z.infer<typeof ZMemberSettings>;

/**
 * The countries whose addresses name a state, by their fixed id in the country table and code:
 * only the United States, where the state decides the sales tax and is written in the address
 * ("Houston, TX 77002"). In the EU countries the shop ships to, postcode and city deliver the
 * parcel and VAT is the same in every region, so no state is asked there (the reference data
 * keeps their regions: one given is still checked, so older addresses stay as they are).
 */
const STATE_COUNTRIES = [{ id: 281, iso2: 'US' }] as const;

/** Whether an address in the country (by id, as forms and requests name it, or by code) needs a state. */
export const asksState = (country: { id: number } | { iso2: string }) =>
  STATE_COUNTRIES.some((c) => ('id' in country ? c.id === country.id : c.iso2 === country.iso2));

/** The address fields; `requireStateWhereAsked` completes them (apart, so variants can leave fields out). */
export const ZAddressFields = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  mobile: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[\d\s()+-]+$/, { message: 'phone_format' }),
  mobileId: zOptionalId,
  areaId: zId,
  /** A state or region code: required where the country asks for one (`asksState`), else optional. */
  state: z.string().trim().max(10).default(''),
  city: z.string().trim().min(1).max(80),
  zipCode: z.string().trim().min(1).max(12),
  detailAddress: z.string().trim().min(1).max(200),
  defaultStatus: z.boolean().optional().default(false),
});

/** A state is required only in a country whose addresses name one. */
export function requireStateWhereAsked(address: { areaId: number; state: string }, ctx: z.RefinementCtx): void {
  if (address.state === '' && asksState({ id: address.areaId }))
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'required', input: address.state });
}

export const ZAddressInput = ZAddressFields.superRefine(requireStateWhereAsked);
export type TAddressInput = z.input<typeof ZAddressInput>;
export const ZAddressUpdateRequest = ZAddressFields.extend({ id: zId }).superRefine(requireStateWhereAsked);
export type TAddressUpdateRequest = z.input<typeof ZAddressUpdateRequest>;

export const ZAddress = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  mobile: z.string(),
  mobileId: z.number().int().nullable(),
  areaId: z.number().int(),
  countryCode: z.string(),
  state: z.string(),
  city: z.string(),
  zipCode: z.string(),
  detailAddress: z.string(),
  defaultStatus: z.boolean(),
});
export type TAddress = z.infer<typeof ZAddress>;
export const ZAddressListResponse = z.array(ZAddress);
export const ZIdOnlyQuery = z.object({ id: zQueryInt(zId) });

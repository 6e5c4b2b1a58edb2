import '../coupons.css';
import { centsToDecimal, COMMON_STATUS, toCents, ZAdminCouponCreateRequest, type ZAdminCoupon } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMemberSearch, useSaveCoupon } from '../api/coupons.ts';

type Coupon = z.infer<typeof ZAdminCoupon>;

interface Values {
  code: string;
  name: string;
  type: 'percent' | 'fixed';
  value: string;
  minSpend: string;
  validFrom: string;
  validTo: string;
  totalLimit: string;
  perMemberLimit: string;
  mail: string;
  member: { id: number; mail: string | null } | null;
  enabled: boolean;
}

/** A datetime-local field's text for epoch ms in the admin's time zone, and back. */
function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms);
  return new Date(ms - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const fromLocalInput = (text: string): number | null => (text ? new Date(text).getTime() : null);

/** A money field's text as cents; what cannot be read goes to zod as it is, to be named there. */
function cents(text: string): number {
  try {
    return toCents(text.trim().replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}
const whole = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function defaults(coupon: Coupon | null): Values {
  return {
    code: coupon?.code ?? '',
    name: coupon?.name ?? '',
    type: (coupon?.type as Values['type']) ?? 'percent',
    value: coupon ? (coupon.type === 'fixed' ? centsToDecimal(coupon.value) : String(coupon.value)) : '',
    minSpend: coupon ? centsToDecimal(coupon.minSpend) : '0',
    validFrom: toLocalInput(coupon?.validFrom ?? null),
    validTo: toLocalInput(coupon?.validTo ?? null),
    totalLimit: coupon?.totalLimit == null ? '' : String(coupon.totalLimit),
    perMemberLimit: String(coupon?.perMemberLimit ?? 1),
    mail: coupon?.mail ?? '',
    member: coupon?.memberId == null ? null : { id: coupon.memberId, mail: coupon.memberMail },
    enabled: (coupon?.status ?? COMMON_STATUS.enabled) === COMMON_STATUS.enabled,
  };
}

type Member = Values['member'];

/** The member a code is bound to, with a search by e-mail to choose another or none. */
function MemberPicker({ value, onChange }: { value: Member; onChange: (member: Member) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const query = text.trim();
  const { data, isFetching, isError } = useMemberSearch(query);
  const matches = query.length >= 2 ? data?.list : undefined;
  return (
    <div className="field member-picker">
      <label htmlFor={id}>{t('coupons.member')}</label>
      <div className="member-picker__bound">
        <span data-testid="coupon-member">
          {value ? (value.mail ?? t('coupons.memberNumber', { id: value.id })) : t('coupons.memberAnybody')}
        </span>
        {value && (
          <button type="button" onClick={() => onChange(null)}>
            {t('coupons.memberClear')}
          </button>
        )}
      </div>
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={t('coupons.memberSearch')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {isError && <span className="field__error">{t('common.loadFailed')}</span>}
      {matches && (
        <ul className="member-picker__matches" aria-busy={isFetching}>
          {matches.length === 0 && <li className="muted">{t('coupons.memberNoMatch')}</li>}
          {matches.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => {
                  onChange({ id: m.id, mail: m.mail });
                  setText('');
                }}
              >
                {m.mail} <span className="muted">#{m.id}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Create or edit a promo code: percent or fixed value, window, minimum spend, limits, binding to a member or an e-mail. */
export function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const form = useContractForm(ZAdminCouponCreateRequest, {
    defaultValues: defaults(coupon),
    toInput: (v: Values) => ({
      code: v.code,
      name: v.name,
      type: v.type,
      value: v.type === 'fixed' ? cents(v.value) : whole(v.value),
      minSpend: v.minSpend.trim() === '' ? 0 : cents(v.minSpend),
      validFrom: fromLocalInput(v.validFrom),
      validTo: fromLocalInput(v.validTo),
      totalLimit: v.totalLimit.trim() === '' ? null : whole(v.totalLimit),
      perMemberLimit: v.perMemberLimit.trim() === '' ? 0 : whole(v.perMemberLimit),
      memberId: v.member?.id ?? null,
      mail: v.mail,
      status: v.enabled ? COMMON_STATUS.enabled : COMMON_STATUS.disabled,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const member = form.watch('member');
  const submit = form.handleSubmit(async (input) => {
    await save.mutateAsync(coupon ? { ...input, id: coupon.id } : input);
    showToast(t(coupon ? 'common.saved' : 'coupons.created', { code: input.code.toUpperCase() }), 'success');
    onClose();
  });
  return (
    <Dialog title={coupon ? t('coupons.edit', { code: coupon.code }) : t('coupons.create')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="form-grid">
        <TextField
          label={t('coupons.code')}
          autoComplete="off"
          error={errors.code?.message}
          hint={t('coupons.codeHint')}
          {...form.register('code')}
        />
        <TextField label={t('coupons.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <SelectField label={t('coupons.type')} {...form.register('type')}>
          <option value="percent">{t('coupons.percent')}</option>
          <option value="fixed">{t('coupons.fixed')}</option>
        </SelectField>
        <TextField
          label={type === 'percent' ? t('coupons.percentValue') : t('coupons.fixedValue')}
          inputMode="decimal"
          error={errors.value?.message}
          {...form.register('value')}
        />
        <TextField label={t('coupons.minSpend')} inputMode="decimal" error={errors.minSpend?.message} {...form.register('minSpend')} />
        <TextField
          label={t('coupons.mail')}
          type="email"
          hint={t('coupons.mailHint')}
          error={errors.mail?.message}
          {...form.register('mail')}
        />
        <MemberPicker value={member} onChange={(next) => form.setValue('member', next, { shouldDirty: true })} />
        <TextField label={t('coupons.validFrom')} type="datetime-local" error={errors.validFrom?.message} {...form.register('validFrom')} />
        <TextField
          label={t('coupons.validTo')}
          type="datetime-local"
          error={errors.validTo ? t('coupons.validToAfter') : undefined}
          {...form.register('validTo')}
        />
        <TextField
          label={t('coupons.totalLimit')}
          inputMode="numeric"
          hint={t('coupons.noLimit')}
          error={errors.totalLimit?.message}
          {...form.register('totalLimit')}
        />
        <TextField
          label={t('coupons.perMemberLimit')}
          inputMode="numeric"
          hint={t('coupons.zeroNoLimit')}
          error={errors.perMemberLimit?.message}
          {...form.register('perMemberLimit')}
        />
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} /> {t('coupons.enabled')}
        </label>
        <DialogActions onCancel={onClose} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

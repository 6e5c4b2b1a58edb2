import { LANGUAGES, type Language, ZAdminPunchoutCreateRequest, type ZAdminPunchout } from '@shop/shared';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCategoryChoices, useCompanyChoices, useSavePunchout } from '../api/punchouts.ts';
import { PunchoutAddresses } from './punchout-addresses.tsx';

type Punchout = z.infer<typeof ZAdminPunchout>;

interface Values {
  name: string;
  protocol: 'oci' | 'cxml';
  username: string;
  password: string;
  fromIdentity: string;
  sharedSecret: string;
  companyId: string;
  categoryIds: string[];
  orderMail: string;
  language: Language;
}

const defaults = (p: Punchout | null): Values => ({
  name: p?.name ?? '',
  protocol: p?.protocol ?? 'oci',
  username: p?.username ?? '',
  password: '',
  fromIdentity: p?.fromIdentity ?? '',
  sharedSecret: '',
  companyId: p ? String(p.companyId) : '',
  categoryIds: (p?.categoryIds ?? []).map(String),
  orderMail: p?.orderMail ?? '',
  language: p?.language ?? 'en',
});

/** The categories to choose from, top level first with their subcategories indented. */
function CategoryChoices({ register }: { register: UseFormRegister<Values> }) {
  const { t, i18n } = useTranslation();
  const { data: categories = [] } = useCategoryChoices();
  const name = (c: (typeof categories)[number]) => c.name[i18n.language as 'en'] || c.name.en;
  const top = categories.filter((c) => c.parentId === 0);
  return (
    <fieldset className="punchout-categories">
      <legend>{t('punchout.categories')}</legend>
      <p className="muted">{t('punchout.categoriesHint')}</p>
      {top
        .flatMap((parent) => [parent, ...categories.filter((c) => c.parentId === parent.id)])
        .map((c) => (
          <label key={c.id} className={`check${c.parentId === 0 ? '' : ' check--nested'}`}>
            <input type="checkbox" value={String(c.id)} {...register('categoryIds')} /> {name(c)}
          </label>
        ))}
    </fieldset>
  );
}

/** Create or edit a punchout organisation: protocol and credentials, the company, where its order mails go, the categories. */
export function PunchoutDialog({ punchout, onClose }: { punchout: Punchout | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePunchout();
  const [companyName, setCompanyName] = useState('');
  const { data: companies } = useCompanyChoices(companyName.trim());
  const form = useContractForm(ZAdminPunchoutCreateRequest, {
    defaultValues: defaults(punchout),
    toInput: (v: Values) => ({
      name: v.name,
      protocol: v.protocol,
      username: v.protocol === 'oci' ? v.username : '',
      password: v.protocol === 'oci' ? v.password : '',
      fromIdentity: v.protocol === 'cxml' ? v.fromIdentity : '',
      sharedSecret: v.protocol === 'cxml' ? v.sharedSecret : '',
      companyId: Number(v.companyId),
      categoryIds: (v.categoryIds || []).map(Number),
      orderMail: v.orderMail,
      language: v.language,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const protocol = form.watch('protocol');
  const keepSecret = punchout !== null && punchout.protocol === protocol && punchout.secretSet;
  const submit = form.handleSubmit(async (input) => {
    await save.mutateAsync(punchout ? { ...input, id: punchout.id } : input);
    showToast(t('common.saved'), 'success');
    onClose();
  });
  return (
    <Dialog title={punchout ? t('punchout.edit', { name: punchout.name }) : t('punchout.create')} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="form-grid">
        <TextField label={t('punchout.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <SelectField label={t('punchout.protocol')} {...form.register('protocol')}>
          <option value="oci">OCI 4.0</option>
          <option value="cxml">cXML 1.2</option>
        </SelectField>
        {protocol === 'oci' ? (
          <>
            <TextField label={t('punchout.username')} autoComplete="off" error={errors.username?.message} {...form.register('username')} />
            <TextField
              label={t('punchout.password')}
              type="password"
              autoComplete="new-password"
              hint={keepSecret ? t('punchout.keepSecret') : undefined}
              error={errors.password?.message}
              {...form.register('password')}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('punchout.fromIdentity')}
              autoComplete="off"
              error={errors.fromIdentity?.message}
              {...form.register('fromIdentity')}
            />
            <TextField
              label={t('punchout.sharedSecret')}
              type="password"
              autoComplete="new-password"
              hint={keepSecret ? t('punchout.keepSecret') : undefined}
              error={errors.sharedSecret?.message}
              {...form.register('sharedSecret')}
            />
          </>
        )}
        <TextField label={t('punchout.findCompany')} type="search" value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
        <SelectField
          label={t('punchout.company')}
          error={errors.companyId ? t('punchout.chooseCompany') : undefined}
          {...form.register('companyId')}
        >
          <option value="">—</option>
          {punchout && !companies?.list.some((c) => c.id === punchout.companyId) && (
            <option value={punchout.companyId}>{punchout.companyName}</option>
          )}
          {companies?.list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('punchout.orderMail')}
          type="email"
          autoComplete="off"
          hint={t('punchout.orderMailHint')}
          error={errors.orderMail?.message}
          {...form.register('orderMail')}
        />
        <SelectField label={t('punchout.language')} {...form.register('language')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`punchout.languages.${l}`)}
            </option>
          ))}
        </SelectField>
        <CategoryChoices register={form.register} />
        {punchout && <PunchoutAddresses protocol={protocol} addresses={punchout.addresses} />}
        <DialogActions onCancel={onClose} busy={isSubmitting} />
      </form>
    </Dialog>
  );
}

import '../settings.css';
import { type Language, type TSettingsResponse, validationMessage, ZSettingsUpdateRequest } from '@shop/shared';
import { type ComponentProps, useState } from 'react';
import { type FieldErrors, type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import i18n from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSaveSettings, useSettings } from '../api/settings.ts';
import { type SettingsInput, type SettingsValues, settingsInput, settingsValues } from '../components/settings-values.ts';

type Form = UseFormReturn<SettingsValues, unknown, SettingsInput>;
const LANGUAGES = ['en', 'de', 'zh'] as const;

/** A contract's own check inside a list or record comes with the key of its message: put in words here. */
function worded(message: string | undefined): string | undefined {
  if (!message) return message;
  const language = i18n.language as Language;
  const text = validationMessage({ code: 'custom', message, path: [] }, language);
  return text === validationMessage({ code: 'custom', path: [] }, language) ? message : text;
}

/** The message of the error at a dotted path of the form's errors, if any. */
function errorAt(errors: FieldErrors<SettingsValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return worded((node as { message?: string } | undefined)?.message);
}

/** Every message under a path (the rates of a market are one text: each refused code is named). */
function errorsUnder(errors: FieldErrors<SettingsValues>, path: string): string[] {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (!node || typeof node !== 'object') return [];
  const own = worded((node as { message?: string }).message);
  const children = Object.entries(node as Record<string, unknown>)
    .filter(([key, value]) => key !== 'message' && key !== 'type' && key !== 'ref' && value && typeof value === 'object')
    .map(([key, value]) => `${key}: ${worded((value as { message?: string }).message) ?? ''}`);
  return [...(own ? [own] : []), ...children];
}

type FieldProps = { of: Form; path: Path<SettingsValues>; label: string };

function Field({ of, path, label, ...input }: FieldProps & ComponentProps<'input'>) {
  return <TextField label={label} error={errorAt(of.formState.errors, path)} {...input} {...of.register(path)} />;
}

function Area({ of, path, label, rows = 3 }: FieldProps & { rows?: number }) {
  return <TextAreaField label={label} rows={rows} error={errorAt(of.formState.errors, path)} {...of.register(path)} />;
}

function LegalAndContact({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.legalContact')}</legend>
      <Field of={form} path="legal.name" label={t('settings.legalName')} />
      <Area of={form} path="legal.address" label={t('settings.legalAddress')} />
      <Field of={form} path="legal.vatId" label={t('settings.vatId')} />
      <Area of={form} path="legal.registration" label={t('settings.registration')} />
      <Area of={form} path="legal.bank" label={t('settings.bank')} />
      <Field of={form} path="contact.phone.US" label={t('settings.phoneUs')} inputMode="tel" />
      <Field of={form} path="contact.phone.EU" label={t('settings.phoneEu')} inputMode="tel" />
      <Field of={form} path="contact.mail" label={t('settings.mail')} type="email" />
      {LANGUAGES.map((language) => (
        <Field key={language} of={form} path={`contact.hours.${language}`} label={t(`settings.hours_${language}`)} />
      ))}
    </fieldset>
  );
}

function ReturnAddresses({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.returnAddresses')}</legend>
      <Area of={form} path="returnAddresses.US" label={t('settings.returnUs')} rows={4} />
      <Area of={form} path="returnAddresses.EU" label={t('settings.returnEu')} rows={4} />
    </fieldset>
  );
}

function Delivery({ form }: { form: Form }) {
  const { t } = useTranslation();
  const options = form.getValues('delivery.options');
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.delivery')}</legend>
      <p className="muted">{t('settings.deliveryHint')}</p>
      {options.map((option, i) => (
        <div className="settings__row" key={option.type} data-testid={`delivery-${option.type}`}>
          <strong>{t(`settings.deliveryType${option.type}`)}</strong>
          {LANGUAGES.map((language) => (
            <Field key={language} of={form} path={`delivery.options.${i}.name.${language}`} label={t(`settings.name_${language}`)} />
          ))}
          <Field of={form} path={`delivery.options.${i}.priceUsd`} label={t('settings.priceUsd')} inputMode="decimal" />
          <Field of={form} path={`delivery.options.${i}.priceEur`} label={t('settings.priceEur')} inputMode="decimal" />
          <Field of={form} path={`delivery.options.${i}.days.min`} label={t('settings.daysMin')} inputMode="numeric" />
          <Field of={form} path={`delivery.options.${i}.days.max`} label={t('settings.daysMax')} inputMode="numeric" />
        </div>
      ))}
      <div className="settings__row">
        <Field of={form} path="delivery.freeThreshold.USD" label={t('settings.freeUsd')} inputMode="decimal" />
        <Field of={form} path="delivery.freeThreshold.EUR" label={t('settings.freeEur')} inputMode="decimal" />
      </div>
    </fieldset>
  );
}

function Carriers({ form }: { form: Form }) {
  const { t } = useTranslation();
  const carriers = useFieldArray({ control: form.control, name: 'carriers' });
  const next = () => String(Math.max(0, ...form.getValues('carriers').map((c) => Number(c.id) || 0)) + 1);
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.carriers')}</legend>
      <p className="muted">{t('settings.trackingHint')}</p>
      {errorAt(form.formState.errors, 'carriers') && <p className="field__error">{errorAt(form.formState.errors, 'carriers')}</p>}
      {carriers.fields.map((field, i) => (
        <div className="settings__row" key={field.id}>
          <Field of={form} path={`carriers.${i}.id`} label={t('settings.carrierId')} inputMode="numeric" readOnly />
          <Field of={form} path={`carriers.${i}.name`} label={t('settings.carrierName')} />
          <Field of={form} path={`carriers.${i}.trackingUrl`} label={t('settings.trackingUrl')} />
          <button type="button" className="danger" onClick={() => carriers.remove(i)}>
            {t('settings.remove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => carriers.append({ id: next(), name: '', trackingUrl: '' })}>
        {t('settings.addCarrier')}
      </button>
    </fieldset>
  );
}

function TaxRates({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.taxRates')}</legend>
      <p className="muted">{t('settings.ratesHint')}</p>
      <TextAreaField
        label={t('settings.ratesUs')}
        rows={8}
        error={errorsUnder(errors, 'taxRates.US').join('; ') || undefined}
        {...form.register('taxRates.US')}
      />
      <TextAreaField
        label={t('settings.ratesEu')}
        rows={8}
        error={errorsUnder(errors, 'taxRates.EU').join('; ') || undefined}
        {...form.register('taxRates.EU')}
      />
      <Field of={form} path="taxRates.asOf" label={t('settings.asOf')} type="date" />
    </fieldset>
  );
}

function QuantityTiers({ form }: { form: Form }) {
  const { t } = useTranslation();
  const tiers = useFieldArray({ control: form.control, name: 'quantityTiers' });
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.quantityTiers')}</legend>
      {errorAt(form.formState.errors, 'quantityTiers') && <p className="field__error">{errorAt(form.formState.errors, 'quantityTiers')}</p>}
      {tiers.fields.map((field, i) => (
        <div className="settings__row" key={field.id}>
          <Field of={form} path={`quantityTiers.${i}.quantity`} label={t('settings.tierQuantity')} inputMode="numeric" />
          <Field of={form} path={`quantityTiers.${i}.discount`} label={t('settings.tierDiscount')} inputMode="numeric" />
          <button type="button" className="danger" onClick={() => tiers.remove(i)}>
            {t('settings.remove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => tiers.append({ quantity: '', discount: '' })}>
        {t('settings.addTier')}
      </button>
      <Field of={form} path="onlineLimitPerLine" label={t('settings.onlineLimitPerLine')} inputMode="numeric" />
      <p className="muted">{t('settings.onlineLimitHint')}</p>
    </fieldset>
  );
}

function Reasons({ form, kind }: { form: Form; kind: 'refund' | 'return' }) {
  const { t } = useTranslation();
  const reasons = useFieldArray({ control: form.control, name: `afterSaleReasons.${kind}` as 'afterSaleReasons.return' });
  return (
    <div className="settings__group">
      <h3>{t(`settings.reasons_${kind}`)}</h3>
      {errorAt(form.formState.errors, `afterSaleReasons.${kind}`) && (
        <p className="field__error">{errorAt(form.formState.errors, `afterSaleReasons.${kind}`)}</p>
      )}
      {reasons.fields.map((field, i) => (
        <div className="settings__row" key={field.id}>
          {LANGUAGES.map((language) => (
            <Field key={language} of={form} path={`afterSaleReasons.${kind}.${i}.${language}`} label={t(`settings.name_${language}`)} />
          ))}
          {kind === 'return' && (
            <>
              <label className="check">
                <input type="checkbox" {...form.register(`afterSaleReasons.return.${i}.defect`)} /> {t('settings.defect')}
              </label>
              <label className="check">
                <input type="checkbox" {...form.register(`afterSaleReasons.return.${i}.changeOfMind`)} /> {t('settings.changeOfMind')}
              </label>
            </>
          )}
          <button type="button" className="danger" onClick={() => reasons.remove(i)}>
            {t('settings.remove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => reasons.append({ en: '', de: '', zh: '', defect: false, changeOfMind: false })}>
        {t('settings.addReason')}
      </button>
    </div>
  );
}

function Unpaid({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.unpaid')}</legend>
      <Field of={form} path="unpaid.holdMinutes" label={t('settings.holdMinutes')} inputMode="numeric" />
      <Field of={form} path="unpaid.maxOrdersPerBuyer" label={t('settings.maxOrders')} inputMode="numeric" />
      <Field of={form} path="unpaid.maxStockShare" label={t('settings.maxStockShare')} inputMode="numeric" />
    </fieldset>
  );
}

/** Buying on account: companies by their own terms (Companies page); consumers only where switched on here. */
function OnAccount({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <fieldset className="settings__section">
      <legend>{t('settings.onAccount')}</legend>
      <label className="check">
        <input type="checkbox" {...form.register('onAccount.consumers')} /> {t('settings.onAccountConsumers')}
      </label>
      <p className="muted">{t('settings.onAccountHint')}</p>
    </fieldset>
  );
}

/** The form over the loaded settings: checked by the shared contract, confirmed, saved; refusals shown by field, nothing typed lost. */
export function SettingsForm({ settings }: { settings: TSettingsResponse }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const form = useContractForm(ZSettingsUpdateRequest, { defaultValues: settingsValues(settings), toInput: settingsInput });
  const [pending, setPending] = useState<SettingsInput | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      const saved = await save.mutateAsync(pending);
      form.reset(settingsValues(saved));
      showToast(t('common.saved'), 'success');
    } catch (error) {
      // The server's refusals go to their fields; what was typed stays as it is.
      if (error instanceof ApiError)
        for (const field of error.fields) form.setError(field.field as Path<SettingsValues>, { message: field.message });
    }
  };
  const submit = form.handleSubmit((input) => setPending(input));
  return (
    <form className="settings" noValidate onSubmit={(e) => void submit(e)}>
      <LegalAndContact form={form} />
      <ReturnAddresses form={form} />
      <Delivery form={form} />
      <Carriers form={form} />
      <TaxRates form={form} />
      <QuantityTiers form={form} />
      <fieldset className="settings__section">
        <legend>{t('settings.afterSaleReasons')}</legend>
        <Reasons form={form} kind="refund" />
        <Reasons form={form} kind="return" />
      </fieldset>
      <Unpaid form={form} />
      <OnAccount form={form} />
      <div className="settings__actions">
        <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
          {t('common.save')}
        </button>
        {Object.keys(form.formState.errors).length > 0 && (
          <span className="field__error" role="status">
            {t('settings.fixFields')}
          </span>
        )}
      </div>
      {pending && (
        <ConfirmDialog
          title={t('settings.confirmTitle')}
          message={t('settings.confirmMessage')}
          confirmLabel={t('settings.confirmSave')}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
    </form>
  );
}

/** The shop's settings (system/settings): legal and contact data, returns, delivery, carriers, taxes, tiers, reasons, unpaid limits, buying on account. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data, isError } = useSettings();
  return (
    <section>
      <PageHeader title={t('settings.title')} />
      {isError && <p className="field__error">{t('common.loadFailed')}</p>}
      {data && <SettingsForm key={data.version} settings={data} />}
    </section>
  );
}

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The otpauth:// address as a QR code for the authenticator app to scan (drawn here, never sent anywhere). */
export function TotpQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return null;
  return (
    <img className="totp-qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt={t('security.qr')} width="200" height="200" />
  );
}

/** Recovery codes, shown once: to write down or print; each logs in once without the phone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="recovery" role="region" aria-label={t('security.recoveryTitle')}>
      <h3>{t('security.recoveryTitle')}</h3>
      <p>{t('security.recoveryText')}</p>
      <ol className="recovery__codes mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className="primary" onClick={onDone}>
        {t('security.recoverySaved')}
      </button>
    </div>
  );
}

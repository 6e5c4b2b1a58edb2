import '../member.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useSendEmailCode } from '../api/auth.ts';

const WAIT_SECONDS = 60;

/**
 * Sends the code; disabled for 60 s after a successful send, showing the seconds left. Pressing it
 * does not blur the e-mail field first (a blur check removing a message would move the button
 * away before the click lands); `check` validates the address instead, and a wrong one is not sent.
 */
export function EmailCodeButton({ email, scene, check }: { email: string; scene: 0 | 1; check?: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const send = useSendEmailCode();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    if (!email.trim()) return showToast(t('register.emailFirst'));
    if (check && !(await check())) return;
    send.mutate(
      { email: email.trim(), scene },
      {
        onSuccess: () => {
          setLeft(WAIT_SECONDS);
          showToast(t('register.sendSuccess'), 'success');
        },
      },
    );
  };
  return (
    <button
      type="button"
      className="button button--secondary code-button"
      disabled={left > 0 || send.isPending}
      onMouseDown={(event) => event.preventDefault()}
      onClick={click}
    >
      {left > 0 ? t('register.resendIn', { seconds: left }) : t('register.getCode')}
    </button>
  );
}

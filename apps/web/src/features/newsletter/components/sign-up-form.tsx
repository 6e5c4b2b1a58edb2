import { ZNewsletterSubscribeRequest } from '@shop/shared';
import { useLayoutEffect, useState } from 'react';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useSubscribe } from '../api/newsletter.ts';
import { SignUpFields } from './sign-up-fields.tsx';

/** The plain fields this form takes over from: what was typed there, and whether they were submitted. */
export interface Handover {
  input: HTMLInputElement | null;
  submitted: boolean;
}

/**
 * The sign-up checked against the API's contract on submit: an empty or mistyped address is named
 * beside the field. It carries on from the plain fields: their text, their focus, their submit.
 */
export function SignUpForm({ from }: { from: Handover }) {
  const subscribe = useSubscribe();
  const { register, handleSubmit, formState, setFocus } = useContractForm(ZNewsletterSubscribeRequest, {
    defaultValues: { email: from.input?.value ?? '' },
    // Leaving the footer's field empty while tabbing past it is no mistake.
    validateOnBlur: false,
  });
  const submit = handleSubmit(({ email }) => subscribe.mutate(email.trim()));
  // Read while the plain fields are still on the page.
  const [focused] = useState(() => from.input !== null && document.activeElement === from.input);
  // Once, as the form appears, before the browser paints: no key pressed meanwhile goes astray.
  useLayoutEffect(() => {
    if (from.submitted) void submit();
    else if (focused) {
      setFocus('email');
      // The caret at the end of the text, as while typing (an e-mail input has no selection methods).
      const input = document.activeElement as HTMLInputElement;
      const typed = input.value;
      input.value = '';
      input.value = typed;
    }
  }, []);
  return (
    <SignUpFields
      input={register('email')}
      error={formState.errors.email?.message}
      pending={subscribe.isPending}
      done={subscribe.isSuccess}
      onSubmit={submit}
    />
  );
}

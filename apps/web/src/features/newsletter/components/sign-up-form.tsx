import { ZNewsletterSubscribeRequest } from '@shop/shared';
import { useLayoutEffect, useRef, useState } from 'react';
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
  const { register, handleSubmit, formState } = useContractForm(ZNewsletterSubscribeRequest, {
    defaultValues: { email: from.input?.value ?? '' },
    // Leaving the footer's field empty while tabbing past it is no mistake.
    validateOnBlur: false,
  });
  const submit = handleSubmit(({ email }) => subscribe.mutate(email.trim()));
  // Read while the plain fields are still on the page.
  const [focused] = useState(() => from.input !== null && document.activeElement === from.input);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Once, as the form appears, before the browser paints: no key pressed meanwhile goes astray. The
  // input is focused here, not through the form library's setFocus, which waits a task.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (from.submitted) void submit();
    else if (focused && input) {
      input.focus();
      // The caret at the end of the text, as while typing (an e-mail input has no selection methods).
      const typed = input.value;
      input.value = '';
      input.value = typed;
    }
  }, []);
  const email = register('email');
  return (
    <SignUpFields
      input={{
        ...email,
        ref: (input) => {
          email.ref(input);
          inputRef.current = input;
        },
      }}
      error={formState.errors.email?.message}
      pending={subscribe.isPending}
      done={subscribe.isSuccess}
      onSubmit={submit}
    />
  );
}

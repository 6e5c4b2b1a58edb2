import '../newsletter.css';
import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import type { Handover } from './sign-up-form.tsx';
import { SignUpFields } from './sign-up-fields.tsx';

// The form's checks (the shared contract with zod, the form library) are more code than all the
// rest of the footer: they load when the shopper turns to the form, not with every page.
const SignUpForm = lazy(() => import('./sign-up-form.tsx').then((m) => ({ default: m.SignUpForm })));

/**
 * The footer's sign-up: an e-mail, then "check your inbox" (the subscription starts with the mailed
 * link). Plain fields until the shopper enters the field or submits; the checked form then takes
 * over, in a transition, so the fields stay as they are, typed into, until its code has arrived.
 */
export function NewsletterForm() {
  const handover = useRef<Handover>({ input: null, submitted: false });
  const [wanted, setWanted] = useState(false);
  const want = () => startTransition(() => setWanted(true));
  const fields = (
    <SignUpFields
      input={{
        ref: (input) => {
          handover.current.input = input;
        },
        onFocus: want,
      }}
      onSubmit={(event) => {
        event.preventDefault();
        handover.current.submitted = true;
        want();
      }}
    />
  );
  return <Suspense fallback={fields}>{wanted ? <SignUpForm from={handover.current} /> : fields}</Suspense>;
}

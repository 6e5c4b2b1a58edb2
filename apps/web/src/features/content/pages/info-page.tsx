import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTextsLoaded } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useShopFacts } from '../../../lib/trade-config.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { PaymentMethodList } from '../components/payment-method-list.tsx';

interface Section {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

function InfoContent({ page }: { page: string }) {
  const { t, i18n } = useTranslation('pages');
  // The shop's phone numbers, e-mail, hours and delivery figures, which the texts name as {{values}}.
  const facts = useShopFacts(i18n.language);
  const sections = t(`${page}.sections`, { returnObjects: true, ...facts }) as Section[];
  usePageMeta(t(`${page}.title`, facts), t(`${page}.description`, facts));
  return (
    <article className="info-page">
      <h1>{t(`${page}.title`)}</h1>
      {page === 'faq'
        ? sections.map((s) => (
            <details key={s.heading}>
              <summary>{s.heading}</summary>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </details>
          ))
        : sections.map((s, index) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {page === 'paymentMethods' && index === 0 && <PaymentMethodList />}
              {s.items && (
                <ul>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
      {page === 'contactUs' && <ContactForm />}
    </article>
  );
}

/** An information page; its long texts load with it. */
export function InfoPage({ page }: { page: string }) {
  // Suspends until the texts are there (the page's loading state; a server-rendered page keeps its
  // HTML meanwhile and hydrates once they are).
  use(pageTextsLoaded());
  return <InfoContent page={page} />;
}

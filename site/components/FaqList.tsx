import type { Faq } from '../content/contact.ts';

/** Native disclosure widgets: keyboard and screen-reader support without scripting. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="company-faqs">
      {faqs.map((faq) => (
        <details className="faq-item" key={faq.question}>
          <summary>{faq.question}</summary>
          <div>
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { blogTexts } from '../texts.ts';

/** Spec section 5: a required email field; submitting only thanks the visitor, nothing is sent. */
export function NewsletterForm() {
  const id = useId();
  const [subscribed, setSubscribed] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSubscribed(true);
  };

  return (
    <section className="sidebar-card newsletter" aria-labelledby={`${id}-title`}>
      <Mail size={24} aria-hidden="true" className="newsletter__icon" />
      <h2 id={`${id}-title`} className="sidebar-card__title">
        {blogTexts.newsletterTitle}
      </h2>
      <p className="newsletter__text">{blogTexts.newsletterText}</p>
      <form className="newsletter__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`} className="newsletter__label">
          {blogTexts.newsletterLabel}
        </label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={blogTexts.newsletterPlaceholder}
          onInput={() => setSubscribed(false)}
        />
        <button type="submit" className="btn btn-primary btn-block">
          {blogTexts.newsletterSubmit}
        </button>
      </form>
      <p className="newsletter__thanks" role="status">
        {subscribed ? blogTexts.newsletterThanks : ''}
      </p>
    </section>
  );
}

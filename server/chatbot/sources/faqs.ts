import { contactFaqs, type Faq } from '../../../site/content/contact.ts';
import { courseFaqs, courses } from '../../../site/content/courses.ts';
import { serviceFaqs } from '../../../site/content/services.ts';
import type { KnowledgeDoc } from './types.ts';

/**
 * FAQ answers open with a bare "Sí." or "No." that answers the FAQ's own wording; a visitor's
 * question may ask the opposite ("¿es gratis?" for "¿tiene coste?"), so the reply keeps only the
 * statement that follows, which is true whatever the polarity of the question.
 */
export function withoutBareYesNo(answer: string): string {
  return answer.replace(/^(Sí|No)\.\s+/, '');
}

/** The course FAQ answer whose question matches, without its bare yes/no. */
export function courseFaqAnswer(question: RegExp): string | undefined {
  const faq = courseFaqs.find((item) => question.test(item.question));
  return faq ? withoutBareYesNo(faq.answer) : undefined;
}

/**
 * The course FAQ (instalments, FUNDAE, recordings, missed classes) shows on every course page, not
 * on the catalogue: a question about all courses links the first course's page, where it is read.
 */
export const courseFaqShownAt = `/cursos/${courses[0]?.slug ?? ''}`;

/** Each FAQ answers from the page that shows it. */
function faqDocs(faqs: readonly Faq[], url: string, shownAt?: string): KnowledgeDoc[] {
  return faqs.map((faq, index) => ({
    id: `faq:${url}:${index}`,
    kind: 'faq',
    title: faq.question,
    url,
    ...(shownAt ? { shownAt } : {}),
    keywords: faq.question,
    text: faq.answer,
    // The FAQs are written in Spanish only: an English reply says so rather than passing them off as English.
    summary: { es: withoutBareYesNo(faq.answer), en: `Our FAQ says (in Spanish): «${withoutBareYesNo(faq.answer)}»` },
    facts: {},
  }));
}

export function allFaqDocs(): KnowledgeDoc[] {
  return [...faqDocs(contactFaqs, '/contacto'), ...faqDocs(serviceFaqs, '/servicios'), ...faqDocs(courseFaqs, '/cursos', courseFaqShownAt)];
}

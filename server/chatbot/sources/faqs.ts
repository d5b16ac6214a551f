import { contactFaqs, type Faq } from '../../../site/content/contact.ts';
import { courseFaqs } from '../../../site/content/courses.ts';
import { serviceFaqs } from '../../../site/content/services.ts';
import type { KnowledgeDoc } from './types.ts';

/** Each FAQ answers from the page that shows it. */
function faqDocs(faqs: readonly Faq[], url: string): KnowledgeDoc[] {
  return faqs.map((faq, index) => ({
    id: `faq:${url}:${index}`,
    kind: 'faq',
    title: faq.question,
    url,
    keywords: faq.question,
    text: faq.answer,
    summary: { es: faq.answer, en: faq.answer },
    facts: {},
  }));
}

export function allFaqDocs(): KnowledgeDoc[] {
  return [...faqDocs(contactFaqs, '/contacto'), ...faqDocs(serviceFaqs, '/servicios'), ...faqDocs(courseFaqs, '/cursos')];
}

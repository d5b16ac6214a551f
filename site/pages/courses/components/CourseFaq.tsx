import { courseFaqs } from '../../../content/courses/faq.ts';
import { FaqList } from '../../../components/FaqList.tsx';

export function CourseFaq() {
  return (
    <section className="course-section" aria-labelledby="preguntas-titulo">
      <h2 id="preguntas-titulo">Preguntas frecuentes</h2>
      <FaqList faqs={courseFaqs} />
    </section>
  );
}

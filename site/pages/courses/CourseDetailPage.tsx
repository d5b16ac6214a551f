import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { courseFaqs, getCourse, type Course } from '../../content/courses.ts';
import type { PageProps } from '../../lib/routing/types.ts';
import { FaqList } from '../company-shared/FaqList.tsx';
import { CourseHero } from './components/CourseHero.tsx';
import { CourseNotFound } from './components/CourseNotFound.tsx';
import { CourseTabs } from './components/CourseTabs.tsx';
import { CourseTestimonials } from './components/CourseTestimonials.tsx';
import { RelatedCourses } from './components/RelatedCourses.tsx';
import { ReserveBox } from './components/ReserveBox.tsx';

export { courseDetailHead as head, courseDetailPaths as paths } from './heads.ts';

function CourseView({ course }: { course: Course }) {
  return (
    <>
      <CourseHero course={course} />
      <div className="container section course-layout">
        <div className="course-main">
          <CourseTabs course={course} />
          <CourseTestimonials />
          <section className="course-section" aria-labelledby="preguntas-titulo">
            <h2 id="preguntas-titulo">Preguntas frecuentes</h2>
            <FaqList faqs={courseFaqs} />
          </section>
          <Link href="/cursos" className="text-link">
            <ArrowLeft size={16} aria-hidden="true" />
            Ver todos los cursos
          </Link>
        </div>
        <aside className="course-sidebar" aria-label="Reserva y cursos relacionados">
          <ReserveBox course={course} />
          <RelatedCourses course={course} />
        </aside>
      </div>
    </>
  );
}

export default function CourseDetailPage({ params }: PageProps) {
  const course = params.slug ? getCourse(params.slug) : undefined;
  return course ? <CourseView course={course} /> : <CourseNotFound />;
}

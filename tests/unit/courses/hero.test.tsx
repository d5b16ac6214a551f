// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { getCourse } from '../../../site/content/courses.ts';
import { CourseHero } from '../../../site/pages/courses/components/CourseHero.tsx';

const render = (course: NonNullable<ReturnType<typeof getCourse>>) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Router ssrPath={`/cursos/${course.slug}`}>
      <CourseHero course={course} />
    </Router>,
  );
  return container;
};

describe('Course hero (spec section 2)', () => {
  it('shows the course image when the course has one, and no stat tiles', () => {
    const hero = render(getCourse('implementacion-gpt4')!);
    expect(hero.querySelector('img.course-hero__image')).not.toBeNull();
    expect(hero.querySelector('[data-testid="course-stat-tiles"]')).toBeNull();
  });

  it('shows the four stat tiles with modules 8, hours 40, projects 5 when the course has no image', () => {
    const { image: _image, ...withoutImage } = getCourse('implementacion-gpt4')!;
    const tiles = render(withoutImage).querySelector('[data-testid="course-stat-tiles"]')!;
    expect([...tiles.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Módulos', 'Horas', 'Proyectos', 'Certificación']);
    expect([...tiles.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['8', '40', '5', 'Sí']);
  });
});

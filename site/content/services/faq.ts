import type { Faq } from '../contact.ts';

/** Questions answered on /servicios (also indexed by the assistant). */
export const serviceFaqs: Faq[] = [
  {
    question: '¿Cuánto tiempo lleva implementar una solución de IA?',
    answer:
      'Depende del alcance, pero la mayoría de nuestras implementaciones llevan de 2 a 6 meses. La consultoría inicial, en la que definimos qué hacer y en qué orden, dura de 2 a 4 semanas.',
  },
  {
    question: '¿Necesitamos tener un equipo técnico propio?',
    answer: 'No. Podemos encargarnos de todo el proyecto y, si lo deseas, formar a tu equipo para que mantenga la solución por su cuenta.',
  },
  {
    question: '¿Qué pasa con la privacidad de nuestros datos?',
    answer:
      'Trabajamos conforme al RGPD y al Reglamento Europeo de IA. Firmamos un acuerdo de encargo de tratamiento y, cuando es necesario, los datos no salen de tu infraestructura.',
  },
  {
    question: '¿Cómo se calcula el precio de un proyecto?',
    answer: 'Tras la consultoría inicial te entregamos un presupuesto cerrado por fases. Los precios orientativos de cada servicio aparecen en su página.',
  },
];

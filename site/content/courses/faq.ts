import type { Faq } from '../contact.ts';

/** The five questions every course page answers (also indexed by the assistant). */
export const courseFaqs: Faq[] = [
  {
    question: '¿Necesito conocimientos previos para apuntarme?',
    answer:
      'Depende del nivel del curso. En la pestaña Descripción de cada curso encontrarás los requisitos previos; si tienes dudas, te hacemos una breve prueba de nivel sin compromiso.',
  },
  {
    question: '¿Las clases quedan grabadas?',
    answer: 'Sí. Todas las sesiones en directo se graban y quedan disponibles en el campus virtual durante doce meses, junto con los materiales y ejercicios.',
  },
  {
    question: '¿Puedo bonificar el curso a través de FUNDAE?',
    answer: 'Sí, si lo realizas como trabajador por cuenta ajena. Nos encargamos de la gestión de la bonificación con tu empresa sin coste adicional.',
  },
  {
    question: '¿Qué pasa si no puedo asistir a alguna sesión?',
    answer:
      'Puedes ver la grabación y resolver tus dudas en la tutoría semanal o en el foro del curso. También puedes pasar a la siguiente convocatoria una vez sin coste.',
  },
  {
    question: '¿Puedo pagar a plazos?',
    answer: 'Sí. Puedes fraccionar el importe en tres pagos sin intereses. Las empresas pueden pagar mediante transferencia con factura.',
  },
];

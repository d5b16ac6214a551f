/** The in-company training offer on /cursos/empresas. `icon` names the picture the page draws for a benefit. */
export const enterpriseBenefits = [
  {
    icon: 'tailored',
    title: 'Programa a medida',
    text: 'Adaptamos el temario de cualquier curso del catálogo a vuestro sector, vuestras herramientas y vuestros datos.',
  },
  {
    icon: 'place',
    title: 'En vuestras instalaciones u online',
    text: 'Impartimos en vuestra sede, en nuestras aulas de Madrid, Barcelona o Lisboa, u online en directo.',
  },
  {
    icon: 'project',
    title: 'Proyectos sobre casos reales',
    text: 'Cada equipo termina con un proyecto aplicable a su trabajo, revisado por nuestros docentes.',
  },
  { icon: 'funding', title: 'Bonificable por FUNDAE', text: 'Os ayudamos a tramitar la bonificación de la formación con los créditos de FUNDAE.' },
] as const;

export const enterpriseFormats = [
  {
    title: 'Taller ejecutivo',
    duration: '4 a 8 horas',
    audience: 'Comités de dirección',
    text: 'Qué puede hacer la IA por vuestro negocio, riesgos y hoja de ruta.',
  },
  {
    title: 'Programa de equipo',
    duration: '20 a 40 horas',
    audience: 'Equipos de negocio y técnicos',
    text: 'Un curso del catálogo adaptado, con ejercicios sobre vuestros procesos.',
  },
  {
    title: 'Itinerario de transformación',
    duration: '3 a 6 meses',
    audience: 'Toda la organización',
    text: 'Formación por perfiles, embajadores de IA y acompañamiento en los primeros proyectos.',
  },
];

export const enterpriseSteps = [
  'Reunión de diagnóstico gratuita para conocer a vuestro equipo y sus objetivos.',
  'Propuesta de temario y presupuesto cerrado en menos de una semana.',
  'Impartición con seguimiento semanal de asistencia y progreso.',
  'Informe final con resultados, proyectos y próximos pasos.',
];

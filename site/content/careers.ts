/** Open positions on /careers, with what /careers and its JobPosting data need. */
export interface JobOpening {
  id: string;
  title: string;
  team: string;
  location: string;
  /** schema.org employmentType. */
  employmentType: 'FULL_TIME' | 'PART_TIME';
  workplace: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  salaryRange: { min: number; max: number };
  /** ISO dates. */
  datePosted: string;
  validThrough: string;
  officeSlug: 'madrid' | 'barcelona' | 'lisboa';
}

export const jobOpenings: JobOpening[] = [
  {
    id: 'ml-engineer-madrid',
    title: 'Machine Learning Engineer',
    team: 'Desarrollo',
    location: 'Madrid (híbrido)',
    employmentType: 'FULL_TIME',
    workplace: 'Híbrido: tres días en la oficina de Madrid',
    summary: 'Llevarás a producción modelos de previsión, clasificación y lenguaje para clientes de retail, industria y seguros.',
    responsibilities: [
      'Diseñar, entrenar y evaluar modelos con datos reales de clientes',
      'Desplegar y monitorizar modelos en la nube (Azure, AWS o Google Cloud)',
      'Revisar código y documentar decisiones técnicas',
    ],
    requirements: [
      'Tres años o más programando en Python',
      'Experiencia con scikit-learn o PyTorch y con bases de datos SQL',
      'Castellano nativo o bilingüe; inglés técnico',
    ],
    salaryRange: { min: 42000, max: 55000 },
    datePosted: '2026-11-02',
    validThrough: '2027-01-31',
    officeSlug: 'madrid',
  },
  {
    id: 'formador-ia-barcelona',
    title: 'Formador/a de IA generativa',
    team: 'Formación',
    location: 'Barcelona u online',
    employmentType: 'PART_TIME',
    workplace: 'Media jornada; clases en Barcelona y online',
    summary: 'Impartirás nuestros cursos de IA generativa a equipos de empresa y a profesionales, y ayudarás a mejorar los materiales.',
    responsibilities: [
      'Impartir sesiones prácticas online y presenciales',
      'Acompañar a los alumnos en sus proyectos finales',
      'Actualizar ejercicios y ejemplos cada trimestre',
    ],
    requirements: [
      'Experiencia profesional usando modelos de lenguaje en proyectos reales',
      'Dos años o más de experiencia docente o de formación interna',
      'Castellano y catalán; se valora el inglés',
    ],
    salaryRange: { min: 22000, max: 28000 },
    datePosted: '2026-11-10',
    validThrough: '2027-02-15',
    officeSlug: 'barcelona',
  },
];

export const careerPerks = [
  'Horario flexible y jornada intensiva los viernes',
  '1500€ al año para formación y congresos',
  'Seguro médico privado',
  'Tiempo reservado para el laboratorio de investigación',
];

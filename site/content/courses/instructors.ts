import type { Instructor } from './types.ts';

/** The academy's teaching staff; each course lists the people who actually teach it. */
export const lauraMendez: Instructor = {
  name: 'Laura Méndez',
  role: 'Científica de datos y docente principal',
  image: '/images/courses/instructors/laura-mendez-144.webp',
  bio: 'Doctora en Informática por la Universidad Politécnica de Madrid. Lleva doce años llevando modelos de aprendizaje automático a producción en banca y retail, y diseña los proyectos prácticos con los que se evalúa cada curso.',
};

export const javierOrtega: Instructor = {
  name: 'Javier Ortega',
  role: 'Ingeniero de machine learning',
  bio: 'Especialista en MLOps y modelos de series temporales. Ha desplegado sistemas de predicción de demanda para cadenas de distribución con más de 400 tiendas.',
};

export const martaSoler: Instructor = {
  name: 'Marta Soler',
  role: 'Investigadora en procesamiento del lenguaje natural',
  bio: 'Lingüista computacional. Ha entrenado y evaluado modelos de lenguaje en español y catalán para la administración pública y para empresas de atención al cliente.',
};

export const danielRuiz: Instructor = {
  name: 'Daniel Ruiz',
  role: 'Arquitecto de soluciones de IA generativa',
  image: '/images/courses/instructors/daniel-ruiz-144.webp',
  bio: 'Diseña asistentes y flujos con modelos de lenguaje conectados a los sistemas internos de la empresa, con especial cuidado en la seguridad y el cumplimiento normativo.',
};

export const carmenVidal: Instructor = {
  name: 'Carmen Vidal',
  role: 'Consultora de transformación digital',
  bio: 'Acompaña a comités de dirección en la adopción de IA: priorización de casos de uso, gestión del cambio y medición del retorno.',
};

/** The core faculty, presented when a course has not named its own teachers yet. */
export const coreFaculty: Instructor[] = [lauraMendez, javierOrtega, martaSoler, danielRuiz];

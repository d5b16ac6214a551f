import { company } from '../../company.ts';
import { carmenVidal, lauraMendez } from '../instructors.ts';
import type { CourseBody } from '../types.ts';

export const courseBody: CourseBody = {
  id: 'curso-fundamentos-ia',
  longDescription:
    'Un curso pensado para quien quiere dejar de oír hablar de inteligencia artificial y empezar a aplicarla. Recorremos los conceptos clave (datos, modelos, entrenamiento, evaluación) con ejemplos del día a día de una empresa, practicamos con herramientas de IA generativa y aprendemos a detectar dónde aporta valor y dónde no. Terminarás con un plan de adopción para tu propio puesto o departamento, revisado por el equipo docente.',
  instructor: lauraMendez,
  instructors: [lauraMendez, carmenVidal],
  studentsCount: 1240,
  modules: 6,
  hours: 30,
  projects: 3,
  certificate: true,
  certificates: [`Certificado de aprovechamiento de ${company.brand}`],
  syllabus: [
    {
      title: 'Qué es (y qué no es) la inteligencia artificial',
      duration: '4 horas',
      description: 'Historia breve, vocabulario esencial y los mitos más frecuentes.',
      topics: ['IA, machine learning y deep learning', 'Tipos de aprendizaje', 'Casos reales en empresas españolas'],
    },
    {
      title: 'Los datos como materia prima',
      duration: '5 horas',
      description: 'Cómo se recogen, limpian y preparan los datos que alimentan un modelo.',
      topics: ['Calidad de datos', 'Datos estructurados y no estructurados', 'Privacidad y RGPD'],
    },
    {
      title: 'Cómo aprende un modelo',
      duration: '5 horas',
      description: 'Entrenamiento, validación y métricas explicadas sin fórmulas.',
      topics: ['Clasificación y regresión', 'Sobreajuste', 'Cómo leer una métrica'],
    },
    {
      title: 'IA generativa en el día a día',
      duration: '6 horas',
      description: 'Asistentes conversacionales, generación de imágenes y automatización de documentos.',
      topics: ['Redacción de instrucciones (prompts)', 'Resúmenes y borradores', 'Límites y alucinaciones'],
    },
    {
      title: 'Ética, riesgos y regulación',
      duration: '4 horas',
      description: 'Sesgos, transparencia y lo que exige el Reglamento Europeo de IA.',
      topics: ['Sesgos en los datos', 'Reglamento Europeo de IA', 'Políticas internas de uso'],
    },
    {
      title: 'Proyecto final: tu plan de adopción',
      duration: '6 horas',
      description: 'Diseña un caso de uso realista para tu organización y defiéndelo ante el grupo.',
      topics: ['Priorización de casos de uso', 'Estimación de retorno', 'Presentación y feedback'],
    },
  ],
  requirements: ['Manejo básico del ordenador y de la ofimática', 'No se necesita saber programar'],
  targetAudience: [
    'Profesionales de cualquier área que quieren aplicar IA en su trabajo',
    'Mandos intermedios que deben liderar la adopción de IA',
    'Emprendedores que evalúan soluciones de IA',
  ],
};

import { danielRuiz, carmenVidal } from '../instructors.ts';
import type { CourseBody } from '../types.ts';

/**
 * The course of the announcement bar. First edition: no students yet and no photography, so the
 * page shows its stat tiles; the eight sessions of five hours match the standard 8 / 40 / 5.
 */
export const courseBody: CourseBody = {
  id: 'curso-implementacion-gpt4',
  longDescription:
    'Un programa nuevo para equipos que tienen que pasar de la prueba de concepto a un servicio que funcione cada día. Diseñamos juntos la arquitectura (asistentes internos, recuperación de documentos, agentes con herramientas), la conectamos con datos reales de forma segura y cerramos con un plan de despliegue, control de costes y métricas de impacto. Las plazas son limitadas para que cada equipo reciba revisión personalizada de su caso.',
  instructor: danielRuiz,
  instructors: [danielRuiz, carmenVidal],
  certificate: true,
  syllabus: [
    {
      title: 'Dónde aporta valor GPT-4',
      description: 'Mapa de casos de uso y criterios para priorizarlos.',
      topics: ['Matriz impacto-esfuerzo', 'Casos de éxito y fracasos', 'Definición de métricas'],
    },
    {
      title: 'Arquitecturas de referencia',
      description: 'Asistentes internos, recuperación aumentada y agentes con herramientas.',
      topics: ['Recuperación aumentada (RAG)', 'Llamadas a funciones', 'Orquestación'],
    },
    {
      title: 'Conectar tus datos',
      description: 'Indexación de documentos y conexión con bases de datos y APIs internas.',
      topics: ['Fragmentación e indexación', 'Permisos por usuario', 'Actualización de índices'],
    },
    {
      title: 'Instrucciones de sistema y evaluación',
      description: 'Cómo diseñar el comportamiento del asistente y medir su calidad.',
      topics: ['Instrucciones de sistema', 'Conjuntos de evaluación', 'Pruebas de regresión'],
    },
    {
      title: 'Seguridad y cumplimiento',
      description: 'Protección de datos, inyección de instrucciones y Reglamento Europeo de IA.',
      topics: ['RGPD y encargados de tratamiento', 'Inyección de instrucciones', 'Trazabilidad'],
    },
    {
      title: 'Costes y rendimiento',
      description: 'Estimación y control del gasto, cachés y elección de modelo por tarea.',
      topics: ['Presupuesto por consulta', 'Cachés', 'Modelos pequeños para tareas simples'],
    },
    {
      title: 'Despliegue y adopción',
      description: 'Puesta en producción, formación de usuarios y gestión del cambio.',
      topics: ['Despliegue gradual', 'Formación interna', 'Canal de feedback'],
    },
    {
      title: 'Proyecto final y plan de retorno',
      description: 'Presenta el caso de tu empresa con su plan de implantación y de medición.',
      topics: ['Plan de implantación', 'Cálculo del retorno', 'Revisión con el equipo docente'],
    },
  ],
  requirements: ['Experiencia en proyectos de tecnología o de procesos', 'Conocimientos básicos de APIs (no es imprescindible programar)'],
  targetAudience: ['Responsables de innovación, operaciones y sistemas', 'Jefes de producto y de proyecto', 'Equipos técnicos que van a implantar GPT-4'],
  placesLeft: 12,
};

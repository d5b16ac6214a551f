import { javierOrtega, lauraMendez } from '../instructors.ts';
import type { CourseBody } from '../types.ts';

export const courseBody: CourseBody = {
  id: 'curso-machine-learning-avanzado',
  longDescription:
    'Para quien ya entrena modelos y quiere dar el salto a producción. Trabajamos con datos reales y desordenados, técnicas de ensamblado y optimización de hiperparámetros, interpretabilidad y, sobre todo, el ciclo de vida completo: versionado, pipelines reproducibles, despliegue como servicio y monitorización de deriva. Cada semana hay una sesión práctica guiada y revisión de código personalizada de tu proyecto.',
  instructor: javierOrtega,
  instructors: [javierOrtega, lauraMendez],
  studentsCount: 620,
  modules: 8,
  hours: 72,
  projects: 6,
  certificate: true,
  syllabus: [
    {
      title: 'Repaso intensivo y preparación del entorno',
      duration: '6 horas',
      description: 'Puesta a punto del entorno de trabajo y repaso de las bases estadísticas.',
      topics: ['Python científico', 'Validación cruzada', 'Gestión de entornos y dependencias'],
    },
    {
      title: 'Ingeniería de variables',
      duration: '9 horas',
      description: 'Cómo convertir datos en bruto en señales útiles para el modelo.',
      topics: ['Variables temporales', 'Codificación de categóricas', 'Selección de variables'],
    },
    {
      title: 'Ensamblado de modelos',
      duration: '9 horas',
      description: 'Árboles potenciados, bagging y stacking aplicados a problemas tabulares.',
      topics: ['Gradient boosting', 'Random forests', 'Stacking'],
    },
    {
      title: 'Optimización y evaluación rigurosa',
      duration: '9 horas',
      description: 'Búsqueda de hiperparámetros, métricas de negocio y pruebas estadísticas.',
      topics: ['Búsqueda bayesiana', 'Curvas de calibración', 'Métricas orientadas a coste'],
    },
    {
      title: 'Interpretabilidad',
      duration: '9 horas',
      description: 'Explicar las decisiones del modelo a negocio y a auditoría.',
      topics: ['Valores SHAP', 'Dependencia parcial', 'Informes de explicabilidad'],
    },
    {
      title: 'Series temporales y previsión',
      duration: '10 horas',
      description: 'Modelos de previsión de demanda con estacionalidad y eventos.',
      topics: ['Descomposición', 'Modelos globales', 'Validación temporal'],
    },
    {
      title: 'MLOps: del cuaderno a producción',
      duration: '12 horas',
      description: 'Pipelines reproducibles, registro de modelos y despliegue como servicio.',
      topics: ['Versionado de datos y modelos', 'APIs de inferencia', 'Integración y despliegue continuos'],
    },
    {
      title: 'Monitorización y proyecto final',
      duration: '8 horas',
      description: 'Detección de deriva y defensa del proyecto final ante el tribunal.',
      topics: ['Deriva de datos', 'Alertas', 'Presentación del proyecto'],
    },
  ],
  requirements: [
    'Programación en Python con soltura',
    'Haber entrenado modelos con scikit-learn o similar',
    'Estadística básica: distribuciones, contraste de hipótesis',
  ],
  targetAudience: [
    'Científicos de datos que quieren llevar modelos a producción',
    'Ingenieros de software que se incorporan a equipos de datos',
    'Analistas con experiencia en Python que buscan especializarse',
  ],
};

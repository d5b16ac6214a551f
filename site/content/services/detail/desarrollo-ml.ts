import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-desarrollo-ml',
  image: catalogueImage('services', 'desarrollo-ml', 'Ilustración abstracta de capas de una red neuronal en degradado violeta'),
  features: [
    'Previsión, clasificación, recomendación y detección de anomalías',
    'Prototipo validado con datos reales',
    'Despliegue en la nube o en tus servidores',
    'Monitorización de deriva y reentrenamiento',
  ],
  technologies: ['Python', 'scikit-learn', 'XGBoost', 'PyTorch', 'MLflow', 'Docker'],
  whatsappInfo: {
    message: 'Hola, queremos desarrollar un modelo de machine learning con nuestros datos. ¿Cómo empezamos?',
    category: 'service_info',
  },
  details: {
    overview:
      'Construimos modelos que se usan, no que se quedan en un cuaderno. Validamos primero que tus datos permiten resolver el problema, medimos el beneficio esperado y llevamos el modelo a producción con pruebas, versionado y alertas. Tu equipo recibe documentación y formación para mantenerlo.',
    process: [
      { title: 'Viabilidad', description: 'Análisis de datos y estimación del beneficio esperado.' },
      { title: 'Prototipo', description: 'Primer modelo y métricas comparadas con la situación actual.' },
      { title: 'Industrialización', description: 'Pipelines reproducibles, API de inferencia y pruebas.' },
      { title: 'Operación', description: 'Monitorización, reentrenamiento y mejora continua.' },
    ],
    useCases: [
      { title: 'Previsión de demanda', description: 'Pedidos y plantillas ajustados a la demanda real.' },
      { title: 'Riesgo y fraude', description: 'Detección temprana de operaciones anómalas.' },
      { title: 'Mantenimiento predictivo', description: 'Avisos antes de que una máquina falle.' },
    ],
  },
};

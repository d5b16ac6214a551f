import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-analisis-datos',
  image: catalogueImage('services', 'analisis-datos', 'Ilustración abstracta de barras y líneas de un gráfico en tonos índigo'),
  features: [
    'Integración de fuentes de datos en un único modelo',
    'Cuadros de mando por área y por responsable',
    'Análisis predictivo y segmentación de clientes',
    'Formación para que tu equipo sea autónomo',
  ],
  technologies: ['Power BI', 'Looker Studio', 'SQL', 'Python', 'dbt', 'BigQuery'],
  whatsappInfo: {
    message: 'Hola, necesitamos ordenar nuestros datos y crear cuadros de mando. ¿Qué nos recomendáis?',
    category: 'pricing',
  },
  details: {
    overview:
      'Muchas empresas tienen datos de sobra y pocas respuestas. Conectamos tus fuentes, definimos indicadores comunes y construimos cuadros de mando que se actualizan solos. Después añadimos previsiones y segmentaciones para pasar de saber qué ha pasado a anticipar qué va a pasar.',
    process: [
      { title: 'Inventario de datos', description: 'Fuentes, calidad y responsables de cada dato.' },
      { title: 'Modelo de datos', description: 'Indicadores comunes y un almacén de datos ordenado.' },
      { title: 'Cuadros de mando', description: 'Diseño con los usuarios de cada área.' },
      { title: 'Analítica avanzada', description: 'Previsiones, segmentación y alertas automáticas.' },
    ],
    useCases: [
      { title: 'Dirección', description: 'Una visión única de ventas, márgenes y tesorería.' },
      { title: 'Marketing', description: 'Segmentos de clientes y retorno por campaña.' },
      { title: 'Operaciones', description: 'Previsión de carga de trabajo y de inventario.' },
    ],
  },
};

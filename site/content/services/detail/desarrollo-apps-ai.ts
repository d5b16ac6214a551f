import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-desarrollo-apps-ai',
  image: catalogueImage('services', 'desarrollo-apps-ai', 'Ilustración abstracta de pantallas superpuestas con formas geométricas'),
  features: [
    'Aplicaciones web y móviles nativas o multiplataforma',
    'Funciones de IA: asistentes, visión, voz y recomendaciones',
    'Diseño centrado en el usuario y accesible',
    'Código fuente y propiedad intelectual para ti',
    'Mantenimiento y evolución tras el lanzamiento',
  ],
  technologies: ['React', 'React Native', 'TypeScript', 'Python', 'FastAPI', 'OpenAI API'],
  whatsappInfo: {
    message: 'Hola, tengo una idea de aplicación con IA y me gustaría pedir presupuesto.',
    category: 'pricing',
  },
  details: {
    overview:
      'Convertimos una idea en un producto que la gente usa. Validamos el concepto con un prototipo en pocas semanas, diseñamos una experiencia sencilla y construimos la aplicación con las funciones de IA que aportan valor de verdad, cuidando costes de uso, privacidad y rendimiento en móviles.',
    process: [
      { title: 'Descubrimiento', description: 'Definimos usuarios, funciones clave y métricas de éxito.' },
      { title: 'Prototipo', description: 'Una versión navegable con la función de IA principal funcionando.' },
      { title: 'Desarrollo iterativo', description: 'Entregas cada dos semanas con pruebas y revisión contigo.' },
      { title: 'Lanzamiento', description: 'Publicación en tiendas o en tu dominio, con analítica y monitorización.' },
    ],
    useCases: [
      { title: 'Asistente para clientes', description: 'Una app que responde dudas y gestiona reservas con lenguaje natural.' },
      { title: 'Inspección con la cámara', description: 'Detección de defectos o inventario a partir de fotos tomadas en campo.' },
      { title: 'Recomendaciones personalizadas', description: 'Sugerencias de productos o contenidos según el comportamiento del usuario.' },
    ],
  },
};

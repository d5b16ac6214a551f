import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-vision-computadora',
  image: catalogueImage('services', 'vision-computadora', 'Ilustración abstracta de un ojo geométrico con una rejilla de detección'),
  badge: 'Industria 4.0',
  features: [
    'Detección y clasificación de defectos en línea',
    'Conteo y seguimiento de objetos y personas',
    'Lectura de matrículas, etiquetas y documentos',
    'Funcionamiento en dispositivos locales sin enviar imágenes fuera',
  ],
  technologies: ['PyTorch', 'YOLO', 'OpenCV', 'ONNX Runtime', 'NVIDIA Jetson', 'Python'],
  whatsappInfo: {
    message: 'Hola, queremos aplicar visión por computador en nuestra empresa. ¿Podemos hablar?',
    category: 'service_info',
  },
  details: {
    overview:
      'Una cámara y un buen modelo pueden revisar cada pieza, cada estante o cada documento sin cansarse. Diseñamos el sistema completo, desde la elección de cámaras e iluminación hasta el modelo y su integración, y lo ejecutamos en local cuando la privacidad o la latencia lo exigen.',
    process: [
      { title: 'Prueba de concepto', description: 'Captura de imágenes reales y primer modelo en dos o tres semanas.' },
      { title: 'Etiquetado', description: 'Preparación del conjunto de datos con tu equipo de calidad.' },
      { title: 'Entrenamiento y validación', description: 'Modelo ajustado y validado frente a la inspección actual.' },
      { title: 'Despliegue en planta', description: 'Instalación, integración con la línea y formación de operarios.' },
    ],
    useCases: [
      { title: 'Control de calidad', description: 'Inspección del 100% de la producción en tiempo real.' },
      { title: 'Logística', description: 'Conteo de palés y lectura de etiquetas en muelles de carga.' },
      { title: 'Comercio', description: 'Detección de huecos en los lineales de la tienda.' },
    ],
  },
};

import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-automatizacion-inteligente',
  image: catalogueImage('services', 'automatizacion-inteligente', 'Ilustración abstracta de engranajes y flechas formando un circuito'),
  features: [
    'Lectura automática de facturas, pedidos y contratos',
    'Flujos entre ERP, CRM, correo y hojas de cálculo',
    'Revisión humana solo en los casos dudosos',
    'Panel de control con tiempos y ahorros',
  ],
  technologies: ['Power Automate', 'n8n', 'Python', 'Azure Document Intelligence', 'OpenAI API', 'SQL'],
  whatsappInfo: {
    message: 'Hola, queremos automatizar procesos con IA. ¿Podéis ayudarnos?',
    category: 'service_info',
  },
  details: {
    overview:
      'Si tu equipo copia datos de un sitio a otro, revisa documentos uno a uno o contesta siempre los mismos correos, hay margen para automatizar. Combinamos flujos de trabajo con modelos de IA que entienden documentos y texto, y dejamos la decisión final a una persona cuando el caso lo requiere.',
    process: [
      { title: 'Mapa del proceso', description: 'Medimos tiempos, volúmenes y errores del proceso actual.' },
      { title: 'Diseño', description: 'Definimos el flujo automatizado y los puntos de control humano.' },
      { title: 'Construcción', description: 'Desarrollo, integración y pruebas con documentos reales.' },
      { title: 'Puesta en marcha', description: 'Arranque acompañado y medición del ahorro conseguido.' },
    ],
    useCases: [
      { title: 'Cuentas a pagar', description: 'Facturas leídas, validadas y registradas sin teclear.' },
      { title: 'Gestión de pedidos', description: 'Pedidos por correo convertidos en órdenes en el ERP.' },
      { title: 'Recursos humanos', description: 'Clasificación de candidaturas y respuestas a consultas frecuentes.' },
    ],
  },
};

import type { ServiceOverview } from './types.ts';

export const serviceOverviews: readonly ServiceOverview[] = [
  {
    id: 'consultoria',
    title: 'Consultoría estratégica en IA',
    icon: 'brain',
    description: 'Identificamos dónde la inteligencia artificial genera valor real en tu negocio y trazamos una hoja de ruta priorizada.',
    longDescription:
      'Empezamos por entender tu negocio, no por la tecnología. Entrevistamos a los equipos, auditamos datos y sistemas y valoramos cada oportunidad por impacto, esfuerzo y riesgo. El resultado es una hoja de ruta con casos de uso priorizados, presupuesto, indicadores de éxito y un plan de gobierno de la IA alineado con el Reglamento Europeo. La consultoría inicial dura de 2 a 4 semanas.',
    features: [
      'Diagnóstico de madurez digital y de datos',
      'Mapa de casos de uso priorizados por retorno',
      'Hoja de ruta con presupuesto e indicadores',
      'Plan de gobierno y cumplimiento del Reglamento Europeo de IA',
    ],
    benefits: [
      'Inversiones en IA con retorno medible desde el principio',
      'Menos proyectos piloto que nunca llegan a producción',
      'Dirección y equipos alineados en prioridades',
    ],
    caseStudies: [
      {
        client: 'Grupo Hostelero Atalaya',
        sector: 'Turismo y hostelería',
        challenge: 'Doce hoteles con datos dispersos y ninguna visión común sobre qué automatizar primero.',
        solution: 'Diagnóstico en tres semanas y hoja de ruta con cinco casos de uso, empezando por la previsión de ocupación.',
        results: [
          'Previsión de ocupación con un 92% de acierto',
          '+11% de ingresos por habitación disponible',
          'Hoja de ruta aprobada por el consejo en un mes',
        ],
      },
      {
        client: 'Mutua Sanitaria Levante',
        sector: 'Seguros y salud',
        challenge: 'Presión para adoptar IA generativa sin una política clara de riesgos ni de protección de datos.',
        solution: 'Marco de gobierno de la IA, catálogo de usos permitidos y priorización de tres proyectos con retorno rápido.',
        results: [
          'Política de uso de IA aprobada en seis semanas',
          'Tres proyectos lanzados con ROI positivo en 6 meses',
          'Cero incidencias de protección de datos',
        ],
      },
    ],
  },
  {
    id: 'desarrollo',
    title: 'Desarrollo de soluciones a medida',
    icon: 'code',
    description: 'Diseñamos, entrenamos y desplegamos modelos de machine learning y aplicaciones de IA hechos para tus datos y tus procesos.',
    longDescription:
      'Cuando una herramienta genérica no basta, construimos la tuya. Un equipo de científicos de datos e ingenieros trabaja contigo en ciclos cortos: prototipo validado con datos reales en pocas semanas, después un producto robusto con pruebas, monitorización y documentación. El código y los modelos son tuyos, y dejamos a tu equipo preparado para mantenerlos.',
    features: [
      'Modelos predictivos, de visión y de lenguaje',
      'Prototipo funcional validado con tus datos',
      'Despliegue en tu nube o en tus servidores',
      'Monitorización del rendimiento y reentrenamiento',
    ],
    benefits: [
      'Una solución que encaja con tus procesos, no al revés',
      'Propiedad total del código y de los modelos',
      'Decisiones más rápidas y con menos errores',
    ],
    caseStudies: [
      {
        client: 'Distribuciones Ebro',
        sector: 'Distribución y logística',
        challenge: 'Roturas de stock y exceso de inventario en 240 referencias de producto fresco.',
        solution: 'Modelo de previsión de demanda por tienda y día, integrado con el sistema de pedidos.',
        results: ['-32% de merma de producto fresco', '-18% de roturas de stock', 'Retorno de la inversión en 5 meses'],
      },
      {
        client: 'Aceros Cantábrico',
        sector: 'Industria',
        challenge: 'Inspección visual manual de bobinas de acero, lenta y con defectos que pasaban desapercibidos.',
        solution: 'Sistema de visión por computador en línea que detecta y clasifica defectos en tiempo real.',
        results: ['97,8% de precisión en la detección de defectos', '-40% de devoluciones por calidad', 'Inspección del 100% de la producción'],
      },
    ],
  },
  {
    id: 'integracion',
    title: 'Integración de sistemas de IA',
    icon: 'plug',
    description: 'Conectamos modelos de IA con tu ERP, tu CRM y tus herramientas de trabajo para que la inteligencia llegue a cada proceso.',
    longDescription:
      'El valor de la IA aparece cuando está dentro de las herramientas que tu equipo ya usa. Integramos modelos propios y de terceros con ERP, CRM, gestores documentales y plataformas de comunicación mediante APIs seguras, con control de permisos, trazabilidad y costes. Automatizamos flujos completos, de la entrada de un documento a su registro en el sistema.',
    features: [
      'Conectores con ERP, CRM y gestores documentales',
      'Automatización de flujos de extremo a extremo',
      'APIs seguras con control de permisos y registro',
      'Control del coste por uso de modelos de terceros',
    ],
    benefits: [
      'Menos tareas manuales y menos errores de transcripción',
      'La IA disponible donde el equipo ya trabaja',
      'Arquitectura mantenible y sin dependencia de un único proveedor',
    ],
    caseStudies: [
      {
        client: 'Asesoría Fiscal Norte',
        sector: 'Servicios profesionales',
        challenge: 'Miles de facturas al mes introducidas a mano en el programa de contabilidad.',
        solution: 'Extracción automática de datos de facturas con revisión humana solo en los casos dudosos.',
        results: ['-85% de tiempo de registro de facturas', '+35% de eficiencia del departamento', 'Errores de transcripción casi eliminados'],
      },
      {
        client: 'Construcciones Meseta',
        sector: 'Construcción',
        challenge: 'Los partes de obra llegaban en papel y tardaban días en reflejarse en el ERP.',
        solution: 'Aplicación móvil con reconocimiento de voz y texto conectada directamente al ERP.',
        results: ['Partes disponibles el mismo día', '-60% de horas administrativas', 'Visibilidad diaria del avance de cada obra'],
      },
    ],
  },
  {
    id: 'formacion',
    title: 'Formación especializada',
    icon: 'graduation-cap',
    description: 'Programas de formación en IA para equipos y directivos, adaptados a tu sector y con proyectos sobre tus propios casos.',
    longDescription:
      'Formamos a personas, no solo a perfiles técnicos. Diseñamos itinerarios para dirección, mandos intermedios y equipos técnicos, con sesiones prácticas sobre problemas reales de tu empresa. Medimos el aprendizaje antes y después y te entregamos un informe de adopción. La formación puede bonificarse a través de FUNDAE.',
    features: [
      'Itinerarios por perfil: dirección, negocio y técnico',
      'Proyectos prácticos sobre casos de tu empresa',
      'Modalidad online, presencial o híbrida',
      'Gestión de la bonificación con FUNDAE',
    ],
    benefits: [
      'Equipos que usan la IA con criterio y seguridad',
      'Adopción más rápida de las herramientas implantadas',
      'Talento interno preparado para liderar proyectos',
    ],
    caseStudies: [
      {
        client: 'Banca Cooperativa del Sur',
        sector: 'Banca y finanzas',
        challenge: 'Tres mil empleados con acceso a un asistente de IA y muy poco uso real.',
        solution: 'Programa de formación por perfiles con talleres prácticos y embajadores en cada oficina.',
        results: ['Uso semanal del asistente del 23% al 78%', '+28% de satisfacción del cliente en consultas', 'Más de 500 profesionales formados'],
      },
      {
        client: 'Ayuntamiento de Valdehierro',
        sector: 'Administración pública',
        challenge: 'Personal municipal sin formación en IA y dudas sobre su uso responsable.',
        solution: 'Curso semipresencial sobre IA generativa, protección de datos y redacción de documentos administrativos.',
        results: ['120 empleados públicos formados', 'Guía municipal de uso responsable de la IA', '-30% de tiempo en la redacción de informes'],
      },
    ],
  },
  {
    id: 'analytics',
    title: 'Analítica avanzada',
    icon: 'chart',
    description: 'Convertimos tus datos en previsiones y cuadros de mando que ayudan a decidir mejor y antes.',
    longDescription:
      'Unificamos tus fuentes de datos, construimos modelos de previsión, segmentación y detección de anomalías, y los presentamos en cuadros de mando que cualquier responsable entiende. Acompañamos a tu equipo para que las decisiones se apoyen en los datos de forma habitual, no solo en los informes de fin de mes.',
    features: [
      'Unificación de fuentes de datos en un único modelo',
      'Previsión de ventas, demanda y abandono de clientes',
      'Segmentación y detección de anomalías',
      'Cuadros de mando interactivos para cada área',
    ],
    benefits: [
      'Decisiones basadas en datos actualizados',
      'Anticipación a cambios de demanda y a riesgos',
      'Una única versión de los datos para toda la empresa',
    ],
    caseStudies: [
      {
        client: 'Moda Alcántara',
        sector: 'Comercio minorista',
        challenge: 'Campañas de descuento sin saber qué clientes iban a comprar igualmente.',
        solution: 'Segmentación por valor y probabilidad de compra, con campañas dirigidas a cada segmento.',
        results: ['+145% de ROI en campañas de marketing', '-22% de gasto en descuentos', 'Cuadro de mando semanal para el equipo comercial'],
      },
      {
        client: 'Telecomunicaciones Brisa',
        sector: 'Telecomunicaciones',
        challenge: 'Alta tasa de bajas de clientes detectada cuando ya era tarde.',
        solution: 'Modelo de predicción de abandono con alertas para el equipo de retención.',
        results: ['-19% de bajas en seis meses', 'Alertas con 30 días de antelación', 'ROI positivo en 6 meses'],
      },
    ],
  },
  {
    id: 'chatbots',
    title: 'Chatbots y asistentes virtuales',
    icon: 'message-square',
    description: 'Asistentes conversacionales que atienden a tus clientes y a tu equipo las 24 horas, con respuestas basadas en tu propia información.',
    longDescription:
      'Creamos asistentes que responden con la información de tu empresa, no con generalidades: catálogos, políticas, manuales y bases de conocimiento. Se integran en tu web, WhatsApp o herramientas internas, saben cuándo derivar a una persona y registran cada conversación para mejorar. Cuidamos la privacidad y el tono de tu marca.',
    features: [
      'Respuestas basadas en tus documentos y datos',
      'Web, WhatsApp y herramientas internas',
      'Derivación a una persona cuando hace falta',
      'Analítica de conversaciones y mejora continua',
    ],
    benefits: ['Atención inmediata a cualquier hora', 'Menos carga de consultas repetitivas para el equipo', 'Información coherente en todos los canales'],
    caseStudies: [
      {
        client: 'Óptica Visión Clara',
        sector: 'Salud y bienestar',
        challenge: 'El 60% de las llamadas eran consultas repetidas sobre citas, horarios y precios.',
        solution: 'Asistente en la web y en WhatsApp conectado a la agenda de las 35 ópticas.',
        results: ['70% de consultas resueltas sin intervención humana', '+28% de satisfacción del cliente', 'Citas reservadas también fuera de horario'],
      },
      {
        client: 'Universidad Privada Ibérica',
        sector: 'Educación',
        challenge: 'Picos de consultas de futuros alumnos durante el periodo de matrícula.',
        solution: 'Asistente de admisiones entrenado con la normativa, los planes de estudio y las becas.',
        results: [
          'Respuesta inmediata a más de 15.000 consultas',
          '+12% de solicitudes de matrícula completadas',
          'Equipo de admisiones centrado en casos complejos',
        ],
      },
    ],
  },
];

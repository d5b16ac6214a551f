/** The interactive tour on /tour-ia: our four-step method, told through real-world scenarios. */
export type TourStepId = 'analisis' | 'diseno' | 'implementacion' | 'medicion';

export interface TourStep {
  id: TourStepId;
  title: string;
  duration: string;
  summary: string;
  activities: string[];
  deliverable: string;
}

export interface TourScenario {
  id: string;
  label: string;
  company: string;
  examples: Record<TourStepId, string>;
}

export const tourSteps: TourStep[] = [
  {
    id: 'analisis',
    title: 'Análisis y diagnóstico',
    duration: '2 a 4 semanas',
    summary: 'Entendemos tu negocio, tus datos y tus procesos para encontrar dónde la IA aporta valor de verdad.',
    activities: [
      'Entrevistas con las áreas implicadas',
      'Auditoría de la calidad y disponibilidad de los datos',
      'Priorización de casos de uso por impacto y viabilidad',
    ],
    deliverable: 'Informe de diagnóstico con la hoja de ruta y el retorno esperado de cada caso de uso.',
  },
  {
    id: 'diseno',
    title: 'Diseño de la solución',
    duration: '2 a 6 semanas',
    summary: 'Elegimos la tecnología adecuada y diseñamos la solución junto a tu equipo, con un prototipo que puedes probar.',
    activities: [
      'Arquitectura técnica y elección de modelos',
      'Prototipo funcional con una muestra de tus datos',
      'Plan de privacidad, seguridad y cumplimiento normativo',
    ],
    deliverable: 'Prototipo validado y plan de proyecto con presupuesto cerrado.',
  },
  {
    id: 'implementacion',
    title: 'Implementación',
    duration: '2 a 6 meses',
    summary: 'Desarrollamos, integramos y desplegamos la solución en tus sistemas, y formamos a las personas que la usarán.',
    activities: [
      'Desarrollo iterativo con entregas cada dos semanas',
      'Integración con tus herramientas (ERP, CRM, web)',
      'Formación práctica de los equipos usuarios',
    ],
    deliverable: 'Solución en producción, documentada y con tu equipo formado.',
  },
  {
    id: 'medicion',
    title: 'Medición y optimización',
    duration: 'Continua',
    summary: 'Medimos el impacto frente a los objetivos del diagnóstico y mejoramos el sistema con datos reales.',
    activities: [
      'Cuadro de mando con los indicadores acordados',
      'Vigilancia de la calidad del modelo y de sus sesgos',
      'Reentrenamiento y mejoras periódicas',
    ],
    deliverable: 'Informe trimestral de resultados y plan de mejora.',
  },
];

export const tourScenarios: TourScenario[] = [
  {
    id: 'retail',
    label: 'Comercio minorista',
    company: 'Una cadena de 40 tiendas de alimentación',
    examples: {
      analisis: 'Detectamos que el 8 % de los productos frescos se tiraba por exceso de pedido y que había tres años de ventas por tienda listos para usar.',
      diseno: 'Diseñamos un modelo de previsión de demanda por tienda y producto, que tiene en cuenta festivos, clima y promociones.',
      implementacion: 'El modelo propone cada noche el pedido de frescos en el sistema de compras; los encargados lo revisan y lo aprueban.',
      medicion: 'En seis meses la merma bajó un 31 % y las roturas de stock un 18 %; el modelo se reentrena cada mes.',
    },
  },
  {
    id: 'atencion',
    label: 'Atención al cliente',
    company: 'Una aseguradora con 2.000 consultas diarias',
    examples: {
      analisis: 'El 60 % de las consultas eran preguntas repetidas sobre pólizas y estado de siniestros.',
      diseno: 'Planteamos un asistente conversacional conectado a las pólizas, con traspaso a un agente humano cuando no sabe responder.',
      implementacion: 'Lo integramos en la web y en WhatsApp, y formamos al equipo de atención para supervisar sus respuestas.',
      medicion: 'Resuelve sin intervención humana el 45 % de las consultas y la satisfacción subió 12 puntos.',
    },
  },
  {
    id: 'industria',
    label: 'Industria',
    company: 'Un fabricante de componentes con 12 líneas de producción',
    examples: {
      analisis: 'Las paradas no planificadas costaban 400.000€ al año y los sensores ya registraban vibración y temperatura.',
      diseno: 'Diseñamos un sistema de mantenimiento predictivo que avisa de una avería probable con días de antelación.',
      implementacion: 'Las alertas llegan al sistema de mantenimiento con la pieza y la causa más probables.',
      medicion: 'Las paradas no planificadas cayeron un 42 % en el primer año; ajustamos los umbrales cada trimestre.',
    },
  },
];

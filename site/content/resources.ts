/** Free guides on /recursos. Each guide is short enough to read on the page itself. */
export interface Guide {
  id: string;
  title: string;
  summary: string;
  readTime: string;
  steps: Array<{ title: string; text: string }>;
}

export const guides: Guide[] = [
  {
    id: 'primer-proyecto',
    title: 'Lista de comprobación para tu primer proyecto de IA',
    summary: 'Siete preguntas que conviene responder antes de invertir un euro en inteligencia artificial.',
    readTime: '4 min',
    steps: [
      { title: 'Define el problema de negocio', text: 'Escribe en una frase qué quieres mejorar y cómo lo medirás (horas ahorradas, ventas, errores).' },
      {
        title: 'Comprueba que tienes datos',
        text: 'Necesitas ejemplos históricos del problema: al menos unos miles de registros o documentos representativos.',
      },
      { title: 'Calcula el coste de no hacer nada', text: 'Estima lo que te cuesta hoy el problema: es el techo razonable de la inversión.' },
      { title: 'Busca una solución sencilla primero', text: 'Una regla o una automatización puede resolver el 80 % del caso sin IA.' },
      { title: 'Piensa en quién la usará', text: 'Implica desde el principio a las personas que trabajarán con el sistema cada día.' },
      { title: 'Revisa privacidad y riesgos', text: 'Identifica datos personales, sesgos posibles y qué exige el Reglamento Europeo de IA.' },
      { title: 'Empieza con un piloto acotado', text: 'Un piloto de 6 a 8 semanas con un objetivo medible te dirá si merece la pena escalar.' },
    ],
  },
  {
    id: 'preparar-datos',
    title: 'Cómo preparar tus datos para un modelo',
    summary: 'Los pasos que hacemos en cada proyecto para que los datos estén listos para entrenar.',
    readTime: '5 min',
    steps: [
      { title: 'Reúne las fuentes', text: 'ERP, CRM, hojas de cálculo, correos: haz inventario de dónde está cada dato y quién lo mantiene.' },
      { title: 'Unifica formatos', text: 'Fechas, monedas, unidades y códigos de producto con un único criterio.' },
      { title: 'Limpia y deduplica', text: 'Elimina registros repetidos y decide qué hacer con los valores vacíos.' },
      { title: 'Etiqueta ejemplos', text: 'Para problemas supervisados, marca a mano una muestra con la respuesta correcta.' },
      { title: 'Separa datos de prueba', text: 'Reserva una parte que el modelo no verá nunca para medir su rendimiento real.' },
    ],
  },
  {
    id: 'prompts',
    title: 'Guía rápida de instrucciones (prompts) para IA generativa',
    summary: 'Cinco hábitos que mejoran al instante las respuestas de cualquier asistente de IA.',
    readTime: '3 min',
    steps: [
      { title: 'Da contexto', text: 'Explica quién eres, para quién es el resultado y qué sabes ya.' },
      { title: 'Pide un formato', text: 'Tabla, lista de puntos, correo de cinco líneas: dilo explícitamente.' },
      { title: 'Incluye ejemplos', text: 'Un buen ejemplo vale más que tres párrafos de instrucciones.' },
      { title: 'Divide las tareas largas', text: 'Primero el esquema, después cada sección: revisas mejor y el modelo se equivoca menos.' },
      { title: 'Verifica siempre', text: 'Comprueba cifras, nombres y citas: los modelos pueden inventar datos con total seguridad.' },
    ],
  },
];

export interface GlossaryTerm {
  term: string;
  definition: string;
}

export const glossary: GlossaryTerm[] = [
  {
    term: 'Aprendizaje automático (machine learning)',
    definition: 'Técnicas con las que un sistema aprende patrones a partir de datos en lugar de seguir reglas escritas a mano.',
  },
  {
    term: 'Modelo de lenguaje (LLM)',
    definition: 'Modelo entrenado con grandes cantidades de texto que predice y genera lenguaje; es la base de los asistentes conversacionales.',
  },
  {
    term: 'RAG (generación aumentada por recuperación)',
    definition: 'Técnica que busca primero en tus documentos y después pide al modelo que responda solo con lo encontrado.',
  },
  { term: 'Sobreajuste', definition: 'Cuando un modelo memoriza los datos de entrenamiento y falla con datos nuevos.' },
  { term: 'Alucinación', definition: 'Respuesta de un modelo generativo que suena convincente pero es falsa o no está respaldada por datos.' },
  { term: 'MLOps', definition: 'Prácticas para desplegar, vigilar y actualizar modelos en producción de forma fiable.' },
];

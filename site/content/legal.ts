import { company } from './company.ts';

/** Texts of /privacidad and /terminos. Company facts come from company.ts. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const LEGAL_UPDATED = '2026-11-01';

const registeredAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.country})`;

/** First layer of the RGPD information (art. 13): the basic facts at a glance. */
export const privacyBasics: Array<{ label: string; value: string }> = [
  { label: 'Responsable', value: `${company.legalName} (${company.brand}), NIF ${company.taxId}.` },
  {
    label: 'Finalidad',
    value: 'Responder a tus consultas y solicitudes de llamada, gestionar matrículas y, si lo pides, enviarte nuestro boletín.',
  },
  {
    label: 'Legitimación',
    value: 'Tu consentimiento, la aplicación de medidas precontractuales a petición tuya y, en su caso, la ejecución del contrato.',
  },
  {
    label: 'Destinatarios',
    value:
      'No cedemos tus datos a terceros salvo obligación legal. Nuestros proveedores de alojamiento los tratan por cuenta nuestra dentro del Espacio Económico Europeo.',
  },
  {
    label: 'Derechos',
    value: 'Acceso, rectificación, supresión, oposición, limitación y portabilidad, y retirar tu consentimiento cuando quieras.',
  },
  {
    label: 'Información adicional',
    value: 'Consulta la información detallada más abajo, en esta misma página.',
  },
];

export const privacySections: LegalSection[] = [
  {
    id: 'responsable',
    title: '1. ¿Quién es el responsable del tratamiento?',
    paragraphs: [
      `${company.legalName}, con NIF ${company.taxId} y domicilio en ${registeredAddress}. Inscrita en el ${company.registry}.`,
      `Para cualquier cuestión sobre privacidad puedes escribirnos a ${company.privacyEmail} o llamarnos al ${company.phone}.`,
    ],
  },
  {
    id: 'finalidades',
    title: '2. ¿Para qué tratamos tus datos?',
    paragraphs: ['Solo usamos tus datos para lo que nos pides:'],
    list: [
      'Formulario de contacto: nombre, correo, teléfono, empresa y mensaje, para responder a tu consulta.',
      'Solicitud de llamada: nombre, teléfono y franja horaria, para llamarte cuando prefieras.',
      'Matrícula en cursos: datos de identificación y facturación, para gestionar tu plaza y emitir la factura.',
      'Boletín: tu correo, para enviarte novedades si te suscribes. Puedes darte de baja en cada envío.',
      'Asistente de chat: el texto que escribes, para generar la respuesta. No lo asociamos a tu identidad.',
    ],
  },
  {
    id: 'legitimacion',
    title: '3. ¿Con qué base legal?',
    paragraphs: [
      'Las consultas y solicitudes de llamada se basan en tu consentimiento (art. 6.1.a RGPD) y en medidas precontractuales que solicitas (art. 6.1.b).',
      'Las matrículas se basan en la ejecución del contrato (art. 6.1.b) y en nuestras obligaciones fiscales (art. 6.1.c).',
      'El boletín se basa en tu consentimiento, que puedes retirar en cualquier momento sin que afecte a los tratamientos anteriores.',
    ],
  },
  {
    id: 'conservacion',
    title: '4. ¿Cuánto tiempo conservamos los datos?',
    paragraphs: [
      'Las consultas, durante el tiempo necesario para atenderlas y un máximo de un año después.',
      'Los datos de alumnos y facturación, durante la relación contractual y los plazos legales (seis años para la documentación mercantil y cuatro para la fiscal).',
      'Los datos del boletín, hasta que te des de baja.',
    ],
  },
  {
    id: 'destinatarios',
    title: '5. ¿A quién comunicamos tus datos?',
    paragraphs: [
      'No vendemos ni cedemos tus datos. Los tratan por cuenta nuestra, con contrato de encargo del tratamiento, nuestros proveedores de alojamiento web y de correo, ubicados en el Espacio Económico Europeo.',
      'No realizamos transferencias internacionales de datos fuera del Espacio Económico Europeo.',
    ],
  },
  {
    id: 'derechos',
    title: '6. ¿Cuáles son tus derechos?',
    paragraphs: [
      `Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a ${company.privacyEmail}, indicando qué derecho ejerces.`,
      'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
    ],
  },
  {
    id: 'seguridad',
    title: '7. Seguridad',
    paragraphs: [
      'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: cifrado en tránsito, control de accesos, copias de seguridad y formación de nuestro equipo.',
    ],
  },
];

export const termsIdentification: Array<{ label: string; value: string }> = [
  { label: 'Denominación social', value: company.legalName },
  { label: 'Nombre comercial', value: company.brand },
  { label: 'NIF', value: company.taxId },
  { label: 'Domicilio social', value: registeredAddress },
  { label: 'Datos registrales', value: company.registry },
  { label: 'Correo electrónico', value: company.email },
  { label: 'Teléfono', value: company.phone },
];

export const termsSections: LegalSection[] = [
  {
    id: 'objeto',
    title: '1. Objeto',
    paragraphs: [
      `Este aviso legal regula el uso del sitio web ${company.siteUrl}, del que es titular ${company.legalName}, en cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE).`,
      'Navegar por el sitio te atribuye la condición de usuario e implica que aceptas este aviso legal.',
    ],
  },
  {
    id: 'uso',
    title: '2. Condiciones de uso',
    paragraphs: [
      'Te comprometes a usar el sitio, sus contenidos y el asistente de chat de forma lícita y a no introducir datos de terceros sin su permiso.',
      'Las respuestas del asistente de chat son orientativas: los precios, fechas y condiciones vinculantes son los que figuren en tu presupuesto o contrato.',
    ],
  },
  {
    id: 'propiedad',
    title: '3. Propiedad intelectual e industrial',
    paragraphs: [
      `Los textos, ilustraciones, logotipos y el código del sitio pertenecen a ${company.legalName} o a sus licenciantes. Los nombres y marcas de nuestros socios tecnológicos pertenecen a sus titulares.`,
      'Puedes citar y enlazar nuestros contenidos indicando la fuente; para cualquier otro uso, pídenos permiso.',
    ],
  },
  {
    id: 'responsabilidad',
    title: '4. Responsabilidad',
    paragraphs: [
      'Cuidamos que la información sea exacta y esté actualizada, pero no garantizamos la ausencia de errores ni la disponibilidad ininterrumpida del sitio.',
      'Los enlaces a sitios de terceros se ofrecen como ayuda; no somos responsables de su contenido.',
    ],
  },
  {
    id: 'ley',
    title: '5. Legislación aplicable y jurisdicción',
    paragraphs: [
      'Este aviso se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales del domicilio del usuario cuando sea consumidor y, en otro caso, a los de Madrid.',
    ],
  },
];

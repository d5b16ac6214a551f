/**
 * The one place for the company's identity, contact and legal data.
 * Header, footer, legal pages, JSON-LD, the widgets' defaults and the assistant all read it.
 */
export const company = {
  brand: 'IA Academy',
  legalName: 'IA Academy Consultoría y Formación, S.L.',
  taxId: 'B-87654321',
  registry: 'Registro Mercantil de Madrid, Tomo 38.112, Folio 45, Hoja M-678901, Inscripción 1.ª',
  tagline: 'Consultoría y formación en inteligencia artificial',
  description:
    'Consultora y academia de inteligencia artificial: estrategia, desarrollo a medida, integración, analítica, chatbots y cursos prácticos para empresas y profesionales.',
  siteUrl: 'https://www.iaacademy.es',
  email: 'hola@iaacademy.es',
  privacyEmail: 'privacidad@iaacademy.es',
  phone: '+34 910 123 456',
  phoneHref: 'tel:+34910123456',
  /** Digits only, as wa.me expects them. */
  whatsapp: '34610123456',
  whatsappDisplay: '+34 610 123 456',
  address: {
    street: 'Calle de Alcalá, 123, 4.º izquierda',
    postalCode: '28009',
    city: 'Madrid',
    region: 'Comunidad de Madrid',
    country: 'España',
    countryCode: 'ES',
  },
  hours: {
    text: 'Lunes a viernes, 9:00-18:00',
    days: 'Mo-Fr',
    opens: '09:00',
    closes: '18:00',
  },
  foundingYear: 2015,
  social: [
    { id: 'linkedin', network: 'LinkedIn', url: 'https://www.linkedin.com/company/iaacademy-es' },
    { id: 'x', network: 'X (Twitter)', url: 'https://x.com/iaacademy_es' },
    { id: 'instagram', network: 'Instagram', url: 'https://www.instagram.com/iaacademy.es' },
    { id: 'youtube', network: 'YouTube', url: 'https://www.youtube.com/@iaacademy-es' },
  ],
} as const;

export type Company = typeof company;

/** A wa.me link with a prefilled, URL-encoded message. */
export function whatsappUrl(message: string, number: string = company.whatsapp): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

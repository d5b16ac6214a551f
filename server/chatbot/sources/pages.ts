import { englishValue, valueIn } from '../text/vocabulary.ts';
import { jobOpenings } from '../../../site/content/careers.ts';
import { courses } from '../../../site/content/courses.ts';
import { enterpriseBenefits, enterpriseFormats, enterpriseSteps } from '../../../site/content/enterprise.ts';
import { groupDiscounts } from '../../../site/content/pricing.ts';
import { glossary, guides } from '../../../site/content/resources.ts';
import { serviceDetails } from '../../../site/content/services.ts';
import { tourSteps } from '../../../site/content/tour.ts';
import { euros, list } from '../format.ts';
import { courseFaqAnswer } from './faqs.ts';
import type { KnowledgeDoc, Localized } from './types.ts';

function page(url: string, title: string, keywords: string, summary: Localized, text = ''): KnowledgeDoc {
  return { id: `page:${url}`, kind: 'page', title, url, keywords, text, summary, facts: {} };
}

const courseList = (lang: 'es' | 'en') =>
  list(
    courses.map((course) => `${course.title} (${valueIn(course.level, lang)}${course.price === undefined ? '' : `, ${euros(course.price, lang)}`})`),
    lang,
  );

const largestGroupDiscount = Math.max(...groupDiscounts.map((tier) => tier.percent));
const smallestGroup = Math.min(...groupDiscounts.map((tier) => tier.minParticipants));

function groupDiscountFact(): Localized {
  const tiers = (lang: 'es' | 'en') =>
    list(
      [...groupDiscounts]
        .sort((a, b) => a.minParticipants - b.minParticipants)
        .map((tier) =>
          lang === 'es' ? `un ${tier.percent} % desde ${tier.minParticipants} personas` : `${tier.percent}% from ${tier.minParticipants} people`,
        ),
      lang,
    );
  return {
    es: `Sí, hay descuento por grupo: ${tiers('es')}. Más información: /cursos/empresas`,
    en: `Yes, there are group discounts: ${tiers('en')}. More at /cursos/empresas`,
  };
}

const paymentFaq = courseFaqAnswer(/plazos/i) ?? '';

/** Site sections that render several modules, or text owned by the page itself. */
export function pageDocs(): KnowledgeDoc[] {
  return [
    page(
      '/cursos',
      'Cursos',
      'cursos catalogo formacion oferta formativa todos los cursos',
      {
        es: `Tenemos ${courses.length} cursos: ${courseList('es')}.`,
        en: `We offer ${courses.length} courses (taught in Spanish): ${courseList('en')}.`,
      },
      courses.map((course) => course.description).join(' '),
    ),
    page(
      '/integracion',
      'Integración de los widgets',
      'integracion integrar widgets widget etiqueta script insertar instalar incrustar socios partners embed',
      {
        es: 'Puedes poner en tu web nuestro asistente de IA, el botón de WhatsApp y el banner de cookies con una sola etiqueta: en /integracion los configuras, los ves en directo y copias la etiqueta. Escríbenos para dar de alta tu dominio: el asistente solo responde a webs autorizadas.',
        en: 'You can add our AI assistant, the WhatsApp button and the cookie banner to your own site with a single tag: on /integracion (in Spanish) you set them up, preview them and copy the tag. Write to us to register your domain: the assistant only answers authorised sites.',
      },
    ),
    page('/servicios', 'Servicios', 'servicios catalogo consultoria desarrollo integracion analitica chatbots que haceis', {
      es: `Ofrecemos consultoría estratégica, desarrollo a medida, integración, formación, analítica y chatbots, y servicios concretos como ${list(
        serviceDetails.slice(0, 4).map((service) => `${service.title.charAt(0).toLowerCase()}${service.title.slice(1)}`),
        'es',
      )}.`,
      en: `We offer AI strategy consulting, custom development, integration, training, analytics and chatbots, plus services such as ${list(
        serviceDetails.slice(0, 4).map((service) => service.title),
        'en',
      )}.`,
    }),
    {
      ...page(
        '/cursos/empresas',
        'Formación para empresas',
        'formacion empresas equipos plantilla empleados grupos bonificada a medida in company corporativa descuentos grupo',
        {
          es: `Diseñamos formación a medida para equipos de empresa (${list(
            enterpriseFormats.map((format) => `${format.title.toLowerCase()}, ${format.duration}`),
            'es',
          )}), con descuentos por grupo desde ${smallestGroup} personas y hasta un ${largestGroupDiscount} %.`,
          en: `We design tailored training for company teams (${list(
            enterpriseFormats.map((format) => `${format.title}, ${englishValue(format.duration)}`),
            'en',
          )}), with group discounts from ${smallestGroup} people and up to ${largestGroupDiscount}%.`,
        },
        [
          ...enterpriseBenefits.flatMap((benefit) => [benefit.title, benefit.text]),
          ...enterpriseFormats.flatMap((format) => [format.title, format.audience, format.text]),
          ...enterpriseSteps,
        ].join(' '),
      ),
      facts: { discount: groupDiscountFact() },
    },
    page(
      '/recursos',
      'Recursos',
      'recursos guias gratis gratuitas glosario descargas materiales',
      {
        es: `En recursos tienes guías gratuitas (${list(
          guides.map((guide) => `«${guide.title}»`),
          'es',
        )}) y un glosario de IA con ${glossary.length} términos.`,
        en: `Resources has free guides (in Spanish) and an AI glossary with ${glossary.length} terms.`,
      },
      [...guides.flatMap((guide) => [guide.title, guide.summary]), ...glossary.map((entry) => `${entry.term} ${entry.definition}`)].join(' '),
    ),
    page('/herramientas-ia?tab=pricing', 'Calculadora de precios', 'calculadora precios calcular presupuesto estimar coste proyecto simulador', {
      es: 'Con la calculadora de precios estimas el coste de una formación o de un proyecto según formato, participantes y horas.',
      en: 'The price calculator estimates the cost of a course or project by format, participants and hours.',
    }),
    page('/herramientas-ia?tab=syllabus', 'Generador de temarios', 'generador temarios crear temario programa a medida plan formativo', {
      es: 'El generador de temarios te propone un programa módulo a módulo según tu objetivo y tu nivel.',
      en: 'The syllabus generator proposes a module-by-module programme for your goal and level.',
    }),
    page(
      '/tour-ia',
      'Tour de IA',
      'tour metodo metodologia como trabajais pasos proceso fases',
      {
        es: `Nuestro método tiene cuatro pasos: ${list(
          tourSteps.map((step) => step.title.toLowerCase()),
          'es',
        )}; el tour interactivo los explica con ejemplos.`,
        en: `Our method has four steps: ${list(
          tourSteps.map((step) => step.title),
          'en',
        )}; the interactive tour explains them with examples.`,
      },
      tourSteps.map((step) => `${step.summary} ${step.deliverable}`).join(' '),
    ),
    page(
      '/careers',
      'Empleo',
      'empleo trabajo trabajar con vosotros ofertas vacantes careers jobs curriculum contratando contratais buscais gente incorporar unirme hiring',
      {
        es: `Ahora buscamos ${list(
          jobOpenings.map((job) => `${job.title} (${job.location})`),
          'es',
        )}; tienes las ofertas y cómo optar en /careers.`,
        en: `We are hiring: ${list(
          jobOpenings.map((job) => `${job.title} (${job.location})`),
          'en',
        )}; see /careers.`,
      },
    ),
    {
      ...page(
        '/cursos',
        'Formas de pago',
        'formas de pago forma de pago metodos de pago pagar pago tarjeta transferencia factura recibo bizum paypal domiciliacion fraccionar',
        {
          es: `${paymentFaq} Para cualquier otra forma de pago, pregúntanos en /contacto.`,
          en: 'You can split the fee into three interest-free payments, and companies can pay by bank transfer with an invoice. For any other payment method, ask us on /contacto.',
        },
      ),
      id: 'payments',
    },
  ];
}

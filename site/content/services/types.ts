import type { CatalogueImage } from '../catalogue-image.ts';

/** Names of lucide icons; the pages map them to components so the data stays framework-free. */
export type ServiceIcon =
  | 'brain'
  | 'code'
  | 'plug'
  | 'graduation-cap'
  | 'chart'
  | 'message-square'
  | 'user'
  | 'presentation'
  | 'building'
  | 'smartphone'
  | 'megaphone'
  | 'book-open'
  | 'blocks'
  | 'compass'
  | 'cpu'
  | 'workflow'
  | 'languages'
  | 'eye';

export interface CaseStudy {
  client: string;
  /** Industry, used to group the stories on /casos-exito. */
  sector: string;
  challenge: string;
  solution: string;
  results: string[];
}

/** One of the six lines of business presented on /servicios. */
export interface ServiceOverview {
  id: 'consultoria' | 'desarrollo' | 'integracion' | 'formacion' | 'analytics' | 'chatbots';
  title: string;
  icon: ServiceIcon;
  description: string;
  longDescription: string;
  features: string[];
  benefits: string[];
  caseStudies: CaseStudy[];
}

export const WHATSAPP_CATEGORIES = ['general', 'course_info', 'service_info', 'pricing', 'technical_support', 'booking', 'custom'] as const;

export type WhatsAppCategory = (typeof WHATSAPP_CATEGORIES)[number];

export interface ProcessStep {
  title: string;
  description: string;
}

export interface UseCase {
  title: string;
  description: string;
}

export interface FormationOption {
  title: string;
  duration: string;
  format: string;
  level: string;
  price: string;
}

/** What lists, sidebars and page heads show of a service with its own page at /servicios/{slug}. */
export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  /** Text, e.g. 'Desde 40€/h'. */
  price: string;
}

/** The rest of a service, shown only on its own page (one lazy module per slug). */
export interface ServiceBody {
  id: string;
  image: CatalogueImage;
  badge?: string;
  features: string[];
  technologies: string[];
  whatsappInfo: { message: string; category: WhatsAppCategory };
  details: {
    overview: string;
    process: ProcessStep[];
    useCases: UseCase[];
  };
  /** Only the teaching services offer formats to choose from. */
  formationOptions?: FormationOption[];
  /**
   * A way for one person to learn that no course offers (one-to-one classes, thesis support): it
   * fits a visitor who wants to learn, not only an organisation with a need.
   */
  forLearners?: boolean;
}

/** A service with its own page at /servicios/{slug}. */
export type ServiceDetail = ServiceSummary & ServiceBody;

/**
 * The service catalogue: /servicios shows the six lines of business (overviews), and every
 * service linked from the navigation and the footer has its own page (a summary for lists and
 * heads, a body per slug for its page). The assistant, the tools and the tests read it here; the
 * service pages import the modules under services/ directly, so their chunks never reach the
 * complete catalogue and each detail page downloads only its own body.
 */
export type * from './services/types.ts';
export { WHATSAPP_CATEGORIES } from './services/types.ts';
export { serviceOverviews } from './services/overview.ts';
export { serviceFaqs } from './services/faq.ts';
export { serviceStats } from './services/stats.ts';
export { serviceSummaries } from './services/summaries.ts';
export { getServiceDetail, serviceDetails } from './services/catalogue.ts';

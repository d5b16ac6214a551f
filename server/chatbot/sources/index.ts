import { blogDocs } from './blog.ts';
import { companyDocs } from './company.ts';
import { courseDocs } from './courses.ts';
import { allFaqDocs } from './faqs.ts';
import { legalDocs } from './legal.ts';
import { pageDocs } from './pages.ts';
import { peopleDocs } from './people.ts';
import { serviceDocs } from './services.ts';
import type { KnowledgeDoc } from './types.ts';

/** Every content module's adapter; a new module in site/content is one more line here. */
export function loadKnowledge(): KnowledgeDoc[] {
  return [...courseDocs(), ...serviceDocs(), ...blogDocs(), ...companyDocs(), ...allFaqDocs(), ...legalDocs(), ...pageDocs(), ...peopleDocs()];
}

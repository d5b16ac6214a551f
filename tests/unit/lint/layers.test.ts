import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives a file at `path` whose only line is `line`. */
async function boundaryErrors(path: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = value;\n`, { filePath: `${root}/${path}` });
  return result!.messages.filter((message) => message.ruleId === 'layers/boundaries').map((message) => message.message);
}

// The first lint loads the whole ESLint configuration (typescript-eslint): slow on a busy machine.
describe('the layer boundaries (issue 14), as `npm run lint` reports them', { timeout: 60_000 }, () => {
  it('fails a page section importing another section, from any depth', async () => {
    const errors = await boundaryErrors('site/pages/services/components/X.tsx', "import { value } from '../../courses/lib/enrolment.ts';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("The page section 'services' imports from the section 'courses'");
  });

  it('fails the server importing page code, and site/lib', async () => {
    expect(await boundaryErrors('server/chatbot/sources/x.ts', "import { value } from '../../../site/pages/courses/lib/filters.ts';")).toHaveLength(1);
    expect(await boundaryErrors('server/x.ts', "import { value } from '../site/lib/seo.ts';")).toHaveLength(1);
    expect(await boundaryErrors('server/x.ts', "import { value } from '../site/components/CtaBand.tsx';")).toHaveLength(1);
  });

  it('fails the site importing the server, widgets importing site UI, and shared code importing pages', async () => {
    expect(await boundaryErrors('site/lib/x.ts', "import { value } from '../../server/config.ts';")).toHaveLength(1);
    expect(await boundaryErrors('widgets/x.ts', "import { value } from '../site/components/CtaBand.tsx';")).toHaveLength(1);
    expect(await boundaryErrors('site/components/X.tsx', "import { value } from '../pages/courses/lib/filters.ts';")).toHaveLength(1);
    expect(await boundaryErrors('site/domain/x.ts', "import { value } from '../components/CtaBand.tsx';")).toHaveLength(1);
    expect(await boundaryErrors('site/pages/courses/X.tsx', "const page = import('../blog/ArticlePage.tsx');")).toHaveLength(1);
  });

  it('fails the site reaching into widgets/ anywhere but its one adapter, site/lib/widgets.ts', async () => {
    const errors = await boundaryErrors('site/pages/contact/X.tsx', "import { value } from '../../../widgets/consent/state.ts';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('only through site/lib/widgets.ts');
    expect(await boundaryErrors('site/components/X.tsx', "import { value } from '../../widgets/api.ts';")).toHaveLength(1);
    expect(await boundaryErrors('site/lib/widgets.ts', "import { value } from '../../widgets/api.ts';")).toEqual([]);
    expect(await boundaryErrors('site/pages/integration/X.tsx', "import { value } from '../../../widgets/config.ts';")).toEqual([]);
    expect(await boundaryErrors('site/build/x.ts', "import { value } from '../../widgets/config.ts';")).toEqual([]);
  });

  it('lets each layer import what sits below it', async () => {
    expect(await boundaryErrors('server/x.ts', "import { value } from '../site/domain/course-defaults.ts';")).toEqual([]);
    expect(await boundaryErrors('widgets/x.ts', "import { value } from '../site/content/company.ts';")).toEqual([]);
    expect(await boundaryErrors('site/pages/courses/components/X.tsx', "import { value } from '../lib/enrolment.ts';")).toEqual([]);
    expect(await boundaryErrors('site/pages/services/X.tsx', "import { value } from '../../components/CtaBand.tsx';")).toEqual([]);
  });
});

/**
 * The import boundaries of the project's layers, as one ESLint rule (see README, "Layers"):
 *
 *   server/**            may import from site/ only site/content and site/domain
 *   widgets/**           may import from site/ only site/content and site/domain
 *   site/**              never imports server/; from widgets/ only the script tag's vocabulary
 *                        (widgets/config.ts) and, in site/lib/widgets.ts alone (the one adapter),
 *                        the window API (widgets/api.ts); site/build builds the widgets
 *   site/content, site/domain   never import site/components or site/pages (plain data and rules)
 *   site/components, site/lib   never import site/pages
 *   site/pages/<section> never imports another section (shared pieces live in components/ or lib/)
 *
 * Relative specifiers are resolved against the importing file, so '../../services/x.ts' is caught
 * from any depth. Bare package names are not this rule's business.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** 'site/pages/courses/lib/x.ts' for a file inside the repository, undefined outside it. */
function repoPath(file) {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('..') ? undefined : path;
}

const under = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const sectionOf = (path) => (under(path, 'site/pages') ? path.split('/')[2] : undefined);
const siteDataOnly = (target) => under(target, 'site/content') || under(target, 'site/domain');

/**
 * What the site may import from widgets/: the script tag's data-* vocabulary anywhere (the
 * integration page builds tags with it), the window API only in its one adapter.
 */
const widgetsContract = (from, target) => target === 'widgets/config.ts' || (from === 'site/lib/widgets.ts' && target === 'widgets/api.ts');

/** Why `from` may not import `target`, or undefined when it may. */
export function boundaryViolation(from, target) {
  if (under(from, 'server') && under(target, 'site') && !siteDataOnly(target)) {
    return 'The server imports only site/content and site/domain, never pages, components or site/lib: move the rule to site/domain.';
  }
  if (under(from, 'widgets') && under(target, 'site') && !siteDataOnly(target)) {
    return 'The widgets import only site/content and site/domain from the site.';
  }
  if (under(from, 'site') && under(target, 'server')) {
    return 'The site never imports the server: share the rule through site/domain.';
  }
  if (under(from, 'site') && under(target, 'widgets') && !under(from, 'site/build') && !widgetsContract(from, target)) {
    return "The site talks to the widgets only through site/lib/widgets.ts, the adapter to their public API (widgets/api.ts) and events; the script tag's vocabulary is widgets/config.ts.";
  }
  if ((under(from, 'site/content') || under(from, 'site/domain')) && (under(target, 'site/components') || under(target, 'site/pages'))) {
    return 'Content and domain modules are plain data and rules: they import no components or pages.';
  }
  if ((under(from, 'site/components') || under(from, 'site/lib')) && under(target, 'site/pages')) {
    return 'Shared components and site/lib never import a page section.';
  }
  const fromSection = sectionOf(from);
  const targetSection = sectionOf(target);
  if (fromSection && targetSection && fromSection !== targetSection) {
    return `The page section '${fromSection}' imports from the section '${targetSection}': move the shared piece to site/components (UI) or site/lib (loaders, JSON-LD, routing).`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the import boundaries between server, widgets and the site layers.' },
    schema: [],
    messages: { boundary: '{{why}} ({{target}})' },
  },
  create(context) {
    const from = repoPath(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = repoPath(resolve(dirname(context.filename), source.value));
      const why = target && boundaryViolation(from, target);
      if (why) context.report({ node, messageId: 'boundary', data: { why, target } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { boundaries: rule } };

/**
 * The bundle with only the consent shortens the property names of CONSENT_ONLY_PROPERTIES
 * (vite.widgets.config.ts), browser members included (terser's `builtins`): a name there that the
 * code also uses as a browser or library member (`event.key`, `document.title`, `console.warn`…)
 * or reads through a computed key would break that bundle alone, in the partner's browser. The
 * TypeScript checker sees, in the code the real build of that bundle keeps (read from its source
 * map: the other surfaces' code, dropped by the minifier, does not count), each runtime use of a
 * name the real config's regex matches, and where that name is declared.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleConfig, CONSENT_ONLY_PROPERTIES } from '../../../vite.widgets.config.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = bundleConfig(['consent']);
const entry = (config.build!.lib as { entry: string }).entry;
const regex = (config.build!.terserOptions!.mangle as { properties: { regex: RegExp } }).properties.regex;

interface Use {
  name: string;
  where: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** "widgets/consent/dock.ts:12" for every source line the built bundle still has code from. */
async function keptLines(): Promise<Set<string>> {
  const output = (await build({ ...config, configFile: false, build: { ...config.build, sourcemap: true } })) as
    Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output[0];
  const map = chunk.map!;
  const kept = new Set<string>();
  let source = 0;
  let line = 0;
  for (const segment of map.mappings.split(/[;,]/)) {
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      shift += 5;
      if (digit & 32) continue;
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    if (fields.length < 4) continue;
    source += fields[1]!;
    line += fields[2]!;
    kept.add(`${resolve(root, 'widgets', map.sources[source]!).slice(root.length)}:${line + 1}`);
  }
  return kept;
}

/** The widgets' own compiler options, with the consent-only entry as the only root. */
function program(): ts.Program {
  const path = `${root}widgets/tsconfig.json`;
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(path, ts.sys.readFile).config, ts.sys, `${root}widgets`);
  return ts.createProgram([`${root}${entry}`], parsed.options);
}

/**
 * Where the checker says a property comes from, when that is not the widgets' own: the browser's
 * or a library's types, the public API (api.ts) or the contracts with the server (site/domain/:
 * what is sent).
 */
function outside(program: ts.Program, symbols: readonly (ts.Symbol | undefined)[]): string | null {
  for (const declaration of symbols.flatMap((symbol) => symbol?.declarations ?? [])) {
    const file = declaration.getSourceFile();
    if (program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/')) return file.fileName.split('/').pop()!;
    if (file.fileName.endsWith('/widgets/api.ts')) return 'widgets/api.ts (the public API)';
    if (file.fileName.includes('/site/domain/')) return `${file.fileName.slice(root.length)} (a contract with the server)`;
  }
  return null;
}

/** The property `name` of every member of `type` (a union's too): an object literal's contextual type is often one. */
function properties(checker: ts.TypeChecker, type: ts.Type | undefined, name: string): ts.Symbol[] {
  if (!type) return [];
  return (type.isUnion() ? type.types : [type]).flatMap((member) => checker.getPropertyOfType(checker.getApparentType(member), name) ?? []);
}

function analyse(kept: Set<string>) {
  const built = program();
  const checker = built.getTypeChecker();
  const uses: Use[] = [];
  const problems: string[] = [];
  const files = built.getSourceFiles().filter((file) => !file.isDeclarationFile && file.fileName.startsWith(`${root}widgets/`));

  for (const file of files) {
    const path = file.fileName.slice(root.length);
    const line = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
    const where = (node: ts.Node) => `${path}:${line(node.getStart())}`;
    /** In the bundle: a line of the statement around `node` has code in it (the minifier maps a statement by its start). */
    const inBundle = (node: ts.Node) => {
      let outer = node;
      while (outer.parent && !ts.isSourceFile(outer.parent) && !ts.isBlock(outer.parent)) outer = outer.parent;
      for (let at = line(outer.getStart()); at <= line(node.getStart()); at += 1) if (kept.has(`${path}:${at}`)) return true;
      return false;
    };
    /** A use of `name` as a property, declared by `symbol` (none: a value of unknown type, unless `known`). */
    const use = (node: ts.Node, name: string, symbols: readonly (ts.Symbol | undefined)[], known = true) => {
      if (!regex.test(name) || !inBundle(node)) return;
      uses.push({ name, where: where(node) });
      if (!symbols.some(Boolean) && !known) problems.push(`${where(node)}: .${name} on a value of unknown type`);
      const from = outside(built, symbols);
      if (from) problems.push(`${where(node)}: .${name} is a member declared by ${from}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
        use(node.name, node.name.text, [checker.getSymbolAtLocation(node.name)], false);
      } else if (ts.isElementAccessExpression(node)) {
        const key = node.argumentExpression;
        const type = checker.getApparentType(checker.getTypeAtLocation(node.expression));
        if (ts.isStringLiteralLike(key)) use(key, key.text, properties(checker, type, key.text), false);
        else if (!ts.isNumericLiteral(key) && inBundle(node) && !(checker.getTypeAtLocation(key).flags & ts.TypeFlags.TypeParameter)) {
          // state[key] with a key of type K extends keyof …: the names are checked where K is written, below.
          const shortened = type.getProperties().filter((property) => regex.test(property.name));
          if (shortened.length) problems.push(`${where(node)}: computed key on an object with ${shortened.map((p) => p.name).join(', ')}`);
        }
      } else if (ts.isObjectLiteralElementLike(node) && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
        // { key: … } handed to a browser API (its contextual type) keeps the browser's name; a key of
        // a Record<string, …> is read by its name at run time (el('button', { title }) sets .title).
        const name = node.name.text;
        const contextual = checker.getContextualType(node.parent as ts.ObjectLiteralExpression);
        const declared = properties(checker, contextual, name);
        use(node.name, name, declared);
        const record = contextual && (contextual.isUnion() ? contextual.types : [contextual]).some((type) => checker.getIndexInfosOfType(type).length);
        if (record && !declared.length && regex.test(name) && inBundle(node))
          problems.push(`${where(node.name)}: '${name}' is a key of a record, read by its name`);
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const key = node.propertyName ?? node.name;
        if (ts.isIdentifier(key) || ts.isStringLiteral(key)) use(key, key.text, properties(checker, checker.getTypeAtLocation(node.parent), key.text), false);
      } else if ((ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node)) && ts.isClassLike(node.parent) && ts.isIdentifier(node.name)) {
        const base = checker.getTypeAtLocation(node.parent);
        const name = node.name.text;
        use(
          node.name,
          name,
          (base.isClassOrInterface() ? checker.getBaseTypes(base) : []).flatMap((type) => properties(checker, type, name)),
        );
      } else if (ts.isStringLiteral(node) && regex.test(node.text) && inBundle(node) && writtenAsKey(checker, node)) {
        problems.push(`${where(node)}: '${node.text}' written as a string key`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { uses, problems, files: files.length };
}

/**
 * patch(context, 'layout', …) (a parameter of type `keyof …` or K extends keyof …) or
 * `'key' in object`: a property name written as a string, which the minifier leaves as it is.
 */
function writtenAsKey(checker: ts.TypeChecker, node: ts.StringLiteral): boolean {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.InKeyword && parent.left === node) return true;
  if (!ts.isCallExpression(parent) && !ts.isNewExpression(parent)) return false;
  const signature = checker.getResolvedSignature(parent);
  const index = parent.arguments?.indexOf(node) ?? -1;
  const parameter = signature?.getDeclaration()?.parameters?.[index];
  if (!parameter?.type) return false;
  const declared = checker.getTypeFromTypeNode(parameter.type);
  const constraint = declared.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(declared) : declared;
  return ts.isTypeOperatorNode(parameter.type) || ((constraint?.flags ?? 0) & ts.TypeFlags.Index) !== 0 || declared !== constraint;
}

describe('Consent-only bundle: the property names it shortens', () => {
  let uses: Use[] = [];
  let problems: string[] = [];
  let files = 0;
  // One build of the bundle and one type-checked program (about 6 s of CPU): more on a busy machine.
  beforeAll(async () => {
    ({ uses, problems, files } = analyse(await keptLines()));
  }, 60_000);

  it('reads the regex of the real config, built from the listed names alone', () => {
    expect(entry).toBe('widgets/main-consent.ts');
    expect(files).toBeGreaterThan(10);
    for (const name of CONSENT_ONLY_PROPERTIES) expect(regex.test(name), name).toBe(true);
    expect(regex.test('keys')).toBe(false);
    expect(regex.test('warn')).toBe(false);
  });

  it('never shortens a browser or library member, a public API or server contract name, or a key read by its name', () => {
    expect(problems).toEqual([]);
  });

  it('lists only names the consent code really uses', () => {
    const used = new Set(uses.map((use) => use.name));
    expect(CONSENT_ONLY_PROPERTIES.filter((name) => !used.has(name))).toEqual([]);
  });
});

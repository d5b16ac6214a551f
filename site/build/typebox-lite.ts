/**
 * The browser's stand-in for TypeBox: the builders site/domain/leads.ts uses, returning the same
 * JSON schema, so the lead forms check fields with the shared contract without downloading
 * TypeBox (about 4.5 KB gzip on every page with a form). vite.site.config.ts swaps 'typebox' for
 * this file in the client bundle only; tests/unit/leads/typebox-lite.test.ts proves the contract
 * built with it is identical, and fails if the contract starts using a builder missing here.
 */
type Schema = Record<string, unknown>;

const optional = new WeakSet<Schema>();

export const Type = {
  String: (options: Schema = {}): Schema => ({ type: 'string', ...options }),
  Number: (options: Schema = {}): Schema => ({ type: 'number', ...options }),
  Literal: (value: string | number | boolean): Schema => ({ type: typeof value, const: value }),
  Enum: (values: readonly unknown[]): Schema => ({ enum: [...values] }),
  Optional: (schema: Schema): Schema => {
    const copy = { ...schema };
    optional.add(copy);
    return copy;
  },
  Object: (properties: Record<string, Schema>, options: Schema = {}): Schema => {
    const required = Object.keys(properties).filter((name) => !optional.has(properties[name]!));
    return { type: 'object', ...(required.length > 0 ? { required } : {}), properties, ...options };
  },
};

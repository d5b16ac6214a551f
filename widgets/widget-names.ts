/**
 * The surfaces and how a `data-widgets` value picks them: shared by the loader (loader.ts) and
 * the bundles (config.ts), and apart from config.ts so the loader carries nothing else.
 */
export const WIDGETS = ['chat', 'whatsapp', 'consent'] as const;
export type WidgetName = (typeof WIDGETS)[number];

/**
 * The surfaces a `data-widgets` value asks for: the known names in it, or all three when it names
 * none. The loader (loader.ts) picks its bundle by the same rule, so both always agree.
 */
export function chosenWidgets(value: string | null | undefined): WidgetName[] {
  const names = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const valid = WIDGETS.filter((name) => names.includes(name));
  return valid.length ? valid : [...WIDGETS];
}

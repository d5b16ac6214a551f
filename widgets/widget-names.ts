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

/**
 * The file name of the bundle with exactly these surfaces at its direct URL, `/widgets/v1/<file>`
 * (site/build/widgets.ts publishes one per combination, in the order of WIDGETS):
 * `chat-consent.js`; none stands for all three, as in chosenWidgets.
 */
export function directFile(widgets: readonly WidgetName[]): string {
  const names = WIDGETS.filter((name) => widgets.includes(name));
  return `${(names.length ? names : WIDGETS).join('-')}.js`;
}

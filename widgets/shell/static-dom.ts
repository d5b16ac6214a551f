/**
 * A Preact element tree without state, effects or handlers, as DOM nodes: how the launcher's
 * first frame is drawn before Preact itself has run (chat/first-launcher.ts). Props become
 * attributes and a style object is set property by property, numbers in px, as Preact does; so
 * Preact's own first render over these nodes finds them as it would have made them.
 */
import type { ComponentChild, FunctionComponent, VNode } from 'preact';

const SVG = 'http://www.w3.org/2000/svg';

export function staticDom(doc: Document, child: ComponentChild, inSvg = false): Node | null {
  if (child === null || child === undefined || typeof child === 'boolean') return null;
  if (typeof child !== 'object') return doc.createTextNode(String(child));
  const { type, props } = child as VNode<Record<string, unknown>>;
  // A function component here is a plain function of its props (the icons).
  if (typeof type === 'function') return staticDom(doc, (type as FunctionComponent)(props), inSvg);
  const svg = inSvg || type === 'svg';
  const element = svg ? doc.createElementNS(SVG, type) : doc.createElement(type);
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === null || value === undefined || value === false || typeof value === 'function') continue;
    if (name === 'style') {
      const style = element.style as unknown as Record<string, string>;
      for (const [property, setting] of Object.entries(value as Record<string, string | number>)) {
        style[property] = typeof setting === 'number' ? `${setting}px` : setting;
      }
    } else element.setAttribute(name, String(value));
  }
  for (const grandchild of [props.children].flat()) {
    const node = staticDom(doc, grandchild as ComponentChild, svg);
    if (node) element.append(node);
  }
  return element;
}

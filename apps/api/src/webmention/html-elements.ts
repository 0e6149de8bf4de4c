// The elements of an HTML page in document order, as a browser parses it (parse5: comments and
// escaped markup are not elements), a template's content included: what discovery, the check
// of a mention's link and the sender's list of links each walk.
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export function* elementsOf(html: string): Generator<Element> {
  const stack: Node[] = [parse(html)];
  for (let node = stack.shift(); node !== undefined; node = stack.shift()) {
    if ('tagName' in node) yield node;
    // Depth first: a node's children before its following siblings.
    if ('childNodes' in node) stack.unshift(...node.childNodes);
    if ('content' in node) stack.unshift(node.content);
  }
}

/** An element's attribute, or undefined when it has none of that name. */
export const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

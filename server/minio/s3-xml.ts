/**
 * S3's XML documents (answers, bucket configurations) as plain element trees: every text stays a string, so a
 * prefix or a key such as `01` is never read as the number 1.
 */
export interface XmlElement {
  name: string;
  /** The element's own text, decoded; '' for an element with children. */
  text: string;
  children: XmlElement[];
}

type Content = string | number | boolean | ReadonlyArray<XmlElement | undefined>;

/** An element; `undefined` children are left out, so optional parts read inline. */
export function element(name: string, content: Content = ''): XmlElement {
  if (typeof content !== 'object') return { name, text: String(content), children: [] };
  return { name, text: '', children: content.filter((child) => child !== undefined) };
}

/** CR and LF as references: an XML reader turns a literal CR LF (or a lone CR) into LF. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#xD;',
  '\n': '&#xA;',
};
const escapeText = (text: string) => text.replace(/[&<>"'\r\n]/g, (char) => ESCAPES[char] ?? char);

export function renderXml(root: XmlElement, namespace = 'http://s3.amazonaws.com/doc/2006-03-01/'): string {
  const render = (node: XmlElement, attributes = ''): string => {
    const inner =
      node.children.length > 0 ? node.children.map((child) => render(child)).join('') : escapeText(node.text);
    return `<${node.name}${attributes}>${inner}</${node.name}>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${render(root, ` xmlns="${namespace}"`)}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? '';
  });
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g;

/** The document's root element. Namespace prefixes and attributes are dropped: these documents use neither. */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '', text: '', children: [] };
  const open: XmlElement[] = [root];
  let textStart = 0;
  for (const match of xml.matchAll(TAG)) {
    const [tag, closing, name, selfClosing] = match;
    const parent = open.at(-1) as XmlElement;
    if (name === undefined) {
      textStart = match.index + tag.length;
      continue;
    }
    if (closing) {
      if (parent.children.length === 0) parent.text = decodeText(xml.slice(textStart, match.index));
      if (open.length > 1) open.pop();
    } else {
      const child: XmlElement = { name: name.replace(/^.*:/, ''), text: '', children: [] };
      parent.children.push(child);
      if (!selfClosing) open.push(child);
    }
    textStart = match.index + tag.length;
  }
  const [document] = root.children;
  if (!document) throw new Error('The answer is not an XML document');
  return document;
}

export const childrenNamed = (node: XmlElement | null | undefined, name: string): XmlElement[] =>
  node?.children.filter((child) => child.name === name) ?? [];

export const childNamed = (node: XmlElement | null | undefined, name: string): XmlElement | undefined =>
  node?.children.find((child) => child.name === name);

/** The text of the first child of that name, '' when there is none. */
export const childText = (node: XmlElement | null | undefined, name: string): string =>
  childNamed(node, name)?.text ?? '';

/** A whole number from the child's text; 0 when absent or not a number. */
export function childNumber(node: XmlElement | null | undefined, name: string): number {
  const value = Number.parseInt(childText(node, name), 10);
  return Number.isFinite(value) ? value : 0;
}

import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

/** The cXML version the shop speaks and names in its documents' DOCTYPE. */
export const CXML_VERSION = '1.2.014';
export const CXML_DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;
/** A cXML request larger than this is refused unread (an OrderRequest of 100 lines is ~60 KB). */
export const MAX_CXML_BYTES = 1024 * 1024;

/** A cXML request the shop answers with a Response Status of this code and text. */
export class CxmlError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

/** A parsed element: attributes as `@name`, text as `#text`, children by name (repeating ones as arrays). */
export type XmlNode = { [name: string]: XmlValue };
type XmlValue = string | XmlNode | XmlNode[] | undefined;

const REPEATING = new Set(['Credential', 'ItemOut', 'ItemIn', 'Extrinsic', 'Classification', 'Description']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATING.has(name),
});

/**
 * Reads a cXML document safely: nothing is ever fetched (the DTD is named, not loaded), and a
 * document declaring entities or an internal DTD subset is refused before parsing, so entity
 * expansion cannot blow it up. The size is bounded by the route's body limit.
 */
export function parseCxml(text: string): XmlNode {
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\[/i.test(text)) throw new CxmlError(400, 'Entity declarations are not accepted');
  let parsed: XmlNode;
  try {
    parsed = parser.parse(text, true) as XmlNode;
  } catch {
    throw new CxmlError(400, 'The document is not well-formed XML');
  }
  const root = parsed.cXML;
  if (!root || typeof root !== 'object' || Array.isArray(root)) throw new CxmlError(400, 'The document is not a cXML document');
  return root;
}

/** A child element (the first when it repeats), or undefined. */
export function child(node: XmlValue, name: string): XmlNode | undefined {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const value = node[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  return typeof first === 'string' ? { '#text': first } : first;
}

/** The repeating child elements of a name. */
export function children(node: XmlValue, name: string): XmlNode[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? { '#text': v } : v));
}

/** An element's text, or ''. */
export function textOf(node: XmlValue): string {
  if (typeof node === 'string') return node;
  if (!node || Array.isArray(node)) return '';
  const value = node['#text'];
  return typeof value === 'string' ? value : '';
}

/** A path of single children: `at(root, 'Header', 'Sender', 'Credential')`. */
export function at(node: XmlValue, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = node as XmlNode | undefined;
  for (const name of path) current = child(current, name);
  return current;
}

export function attr(node: XmlNode | undefined, name: string): string {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value : '';
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** A payloadID as the cXML guide asks: unique, time first, the shop's host last. */
export function newPayloadId(host: string, now: Date): string {
  return `${now.getTime()}.${randomUUID()}@${host}`;
}

/** A whole cXML document with the DTD named and the root's payloadID and timestamp. */
export function cxmlDocument(body: string, host: string, now: Date): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n` +
    `<cXML payloadID="${escapeXml(newPayloadId(host, now))}" timestamp="${now.toISOString()}" version="${CXML_VERSION}" xml:lang="en-US">\n${body}\n</cXML>\n`
  );
}

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  413: 'Request Entity Too Large',
  500: 'Internal Server Error',
};

/** A cXML Response: its Status (code and text) and, on success, the answer's element. */
export function cxmlResponse(status: number, text: string, host: string, now: Date, inner = ''): string {
  const statusText = STATUS_TEXTS[status] ?? 'Bad Request';
  return cxmlDocument(
    `<Response>\n<Status code="${status}" text="${statusText}">${escapeXml(text)}</Status>${inner ? `\n${inner}` : ''}\n</Response>`,
    host,
    now,
  );
}

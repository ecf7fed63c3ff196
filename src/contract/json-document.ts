/**
 * JSON text as an editor sees it: tokens for highlighting (any text, however broken), a parse that keeps
 * where every value starts and ends (for problems at the right place), and a pretty-printer that keeps
 * strings and numbers exactly as written.
 */

export type JsonTokenKind = 'string' | 'number' | 'literal' | 'punctuation' | 'invalid';

export interface JsonToken {
  kind: JsonTokenKind;
  start: number;
  end: number;
  /** Why the token is not valid JSON, and where (an offset inside it). */
  problem?: { message: string; offset: number };
}

interface Span {
  start: number;
  end: number;
}
export interface JsonString extends Span {
  type: 'string';
  value: string;
}
export interface JsonNumber extends Span {
  type: 'number';
  /** As written: MinIO tells `1` from `1.0`, which a parsed number cannot. */
  raw: string;
}
export interface JsonBoolean extends Span {
  type: 'boolean';
  value: boolean;
}
export interface JsonNull extends Span {
  type: 'null';
}
export interface JsonMember {
  key: JsonString;
  value: JsonNode;
}
export interface JsonObject extends Span {
  type: 'object';
  members: JsonMember[];
}
export interface JsonArray extends Span {
  type: 'array';
  items: JsonNode[];
}
export type JsonNode = JsonObject | JsonArray | JsonString | JsonNumber | JsonBoolean | JsonNull;

export type JsonParse =
  | { ok: true; value: JsonNode }
  | { ok: false; error: { message: string; offset: number } };

const PUNCTUATION = '{}[]:,';
const WHITESPACE = ' \t\n\r';
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const ESCAPES = '"\\/bfnrt';
/** Deeper documents are refused rather than risk the stack; no policy comes close. */
const MAX_DEPTH = 64;

/** The tokens of any text, in order; what is not JSON comes out as `invalid` tokens with a reason. */
export function scanJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (WHITESPACE.includes(char)) {
      at++;
    } else if (PUNCTUATION.includes(char)) {
      tokens.push({ kind: 'punctuation', start: at, end: at + 1 });
      at++;
    } else if (char === '"') {
      const token = scanString(text, at);
      tokens.push(token);
      at = token.end;
    } else {
      const token = scanWord(text, at);
      tokens.push(token);
      at = token.end;
    }
  }
  return tokens;
}

/** A string up to its closing quote, or to the end of its line when it has none. */
function scanString(text: string, start: number): JsonToken {
  let problem: JsonToken['problem'];
  const flag = (message: string, offset: number) => {
    problem ??= { message, offset };
  };
  let at = start + 1;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === '"') return { kind: 'string', start, end: at + 1, problem };
    if (char === '\n' || char === '\r') break;
    if (char === '\\') {
      at += escapeLength(text, at, flag);
    } else {
      if (char < ' ') flag('Control characters must be escaped in a string (write \\t for a tab).', at);
      at++;
    }
  }
  flag('This string has no closing quote.', start);
  return { kind: 'string', start, end: at, problem };
}

/** How many characters the escape at `at` takes; flags a malformed one. */
function escapeLength(text: string, at: number, flag: (message: string, offset: number) => void): number {
  const next = text[at + 1];
  if (next === 'u') {
    if (/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) return 6;
    flag('\\u must be followed by four hexadecimal digits.', at);
    return 2;
  }
  if (next === undefined || !ESCAPES.includes(next)) {
    flag('A backslash starts an escape (\\n, \\t, \\", \\uXXXX): write \\\\ for a backslash itself.', at);
    return next === undefined || next === '\n' || next === '\r' ? 1 : 2;
  }
  return 2;
}

/** A run of other characters: a number, true/false/null, or something JSON does not have. */
function scanWord(text: string, start: number): JsonToken {
  let end = start + 1;
  while (end < text.length && !`${WHITESPACE}${PUNCTUATION}"`.includes(text[end] as string)) end++;
  const word = text.slice(start, end);
  if (NUMBER.test(word)) return { kind: 'number', start, end };
  if (word === 'true' || word === 'false' || word === 'null') return { kind: 'literal', start, end };
  return { kind: 'invalid', start, end, problem: { message: whyNotJson(word), offset: start } };
}

function whyNotJson(word: string): string {
  const shown = word.length > 24 ? `${word.slice(0, 24)}…` : word;
  if (word.startsWith("'")) return 'Strings take double quotes ("…"), not single quotes.';
  if (word.startsWith('/')) return 'JSON has no comments.';
  if (/^[-+.\d]/.test(word)) return `${shown} is not a JSON number: put text in double quotes.`;
  if (/^(True|False|Null|TRUE|FALSE|NULL)$/.test(word)) return `Write ${word.toLowerCase()} in lower case.`;
  return `Unexpected ${shown}: keys and strings take double quotes.`;
}

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** The document's values with their places, or the first syntax error and where it is. */
export function parseJson(text: string): JsonParse {
  const tokens = scanJson(text);
  try {
    if (tokens.length === 0) throw new JsonSyntaxError('The document is empty.', 0);
    const parser = new Parser(text, tokens);
    const value = parser.value(0);
    parser.expectEnd();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof JsonSyntaxError)
      return { ok: false, error: { message: error.message, offset: error.offset } };
    throw error;
  }
}

class Parser {
  private next = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: readonly JsonToken[],
  ) {}

  value(depth: number): JsonNode {
    const token = this.take('a value');
    if (depth > MAX_DEPTH)
      throw new JsonSyntaxError(`Values are nested more than ${MAX_DEPTH} deep.`, token.start);
    const source = this.source(token);
    if (token.kind === 'punctuation' && source === '{') return this.object(token, depth);
    if (token.kind === 'punctuation' && source === '[') return this.array(token, depth);
    if (token.kind === 'string') return this.string(token);
    if (token.kind === 'number') return { type: 'number', raw: source, start: token.start, end: token.end };
    if (token.kind === 'literal') {
      return source === 'null'
        ? { type: 'null', start: token.start, end: token.end }
        : { type: 'boolean', value: source === 'true', start: token.start, end: token.end };
    }
    throw this.unexpected(token, 'a value');
  }

  expectEnd(): void {
    const token = this.tokens[this.next];
    if (token) throw new JsonSyntaxError('Unexpected text after the end of the document.', token.start);
  }

  private object(open: JsonToken, depth: number): JsonObject {
    const members: JsonMember[] = [];
    if (this.peekIs('}')) return { type: 'object', members, start: open.start, end: this.take('}').end };
    for (;;) {
      const keyToken = this.take('a "key"');
      if (keyToken.kind !== 'string') throw this.unexpected(keyToken, 'a "key" in double quotes');
      const key = this.string(keyToken);
      this.expect(':', 'after the key');
      members.push({ key, value: this.value(depth + 1) });
      const end = this.expectOneOf(',', '}', 'after the value');
      if (end.source === '}') return { type: 'object', members, start: open.start, end: end.token.end };
      if (this.peekIs('}')) throw new JsonSyntaxError('Remove the comma before "}".', end.token.start);
    }
  }

  private array(open: JsonToken, depth: number): JsonArray {
    const items: JsonNode[] = [];
    if (this.peekIs(']')) return { type: 'array', items, start: open.start, end: this.take(']').end };
    for (;;) {
      items.push(this.value(depth + 1));
      const end = this.expectOneOf(',', ']', 'after the item');
      if (end.source === ']') return { type: 'array', items, start: open.start, end: end.token.end };
      if (this.peekIs(']')) throw new JsonSyntaxError('Remove the comma before "]".', end.token.start);
    }
  }

  private string(token: JsonToken): JsonString {
    if (token.problem) throw new JsonSyntaxError(token.problem.message, token.problem.offset);
    const value = JSON.parse(this.source(token)) as string;
    return { type: 'string', value, start: token.start, end: token.end };
  }

  private expect(punctuation: string, where: string): void {
    const token = this.take(`"${punctuation}"`);
    if (this.source(token) !== punctuation) throw this.unexpected(token, `"${punctuation}" ${where}`);
  }

  private expectOneOf(comma: string, close: string, where: string) {
    const token = this.take(`"${close}"`);
    const source = this.source(token);
    if (source === comma || source === close) return { token, source };
    const missingComma = !token.problem && (token.kind !== 'punctuation' || source === '{' || source === '[');
    throw missingComma
      ? new JsonSyntaxError(`A comma is missing ${where}.`, token.start)
      : this.unexpected(token, `"${comma}" or "${close}" ${where}`);
  }

  private take(expected: string): JsonToken {
    const token = this.tokens[this.next++];
    if (!token) throw new JsonSyntaxError(`The document ends early: expected ${expected}.`, this.text.length);
    return token;
  }

  private peekIs(punctuation: string): boolean {
    const token = this.tokens[this.next];
    return token?.kind === 'punctuation' && this.source(token) === punctuation;
  }

  private source(token: JsonToken): string {
    return this.text.slice(token.start, token.end);
  }

  private unexpected(token: JsonToken, expected: string): JsonSyntaxError {
    if (token.problem) return new JsonSyntaxError(token.problem.message, token.problem.offset);
    return new JsonSyntaxError(`Expected ${expected}, found ${this.source(token)}.`, token.start);
  }
}

/** Line and column (both from 1, columns in UTF-16 units as editors count them) of offsets in a text. */
export function positionsIn(text: string): (offset: number) => { line: number; column: number } {
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lineStarts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] as number) + 1 };
  };
}

/** The offset of a line and column (both from 1), kept inside the text. */
export function offsetOf(text: string, line: number, column: number): number {
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    const newline = text.indexOf('\n', lineStart);
    if (newline < 0) return text.length;
    lineStart = newline + 1;
  }
  return Math.min(lineStart + column - 1, text.length);
}

/** The document indented by two spaces, every string and number written as it was. */
export function formatJson(text: string, node: JsonNode, indent = ''): string {
  const inner = `${indent}  `;
  switch (node.type) {
    case 'object':
      if (node.members.length === 0) return '{}';
      return `{\n${node.members
        .map((member) => `${inner}${source(text, member.key)}: ${formatJson(text, member.value, inner)}`)
        .join(',\n')}\n${indent}}`;
    case 'array':
      if (node.items.length === 0) return '[]';
      return `[\n${node.items.map((item) => `${inner}${formatJson(text, item, inner)}`).join(',\n')}\n${indent}]`;
    default:
      return source(text, node);
  }
}

/** A document as MinIO returns it (one line), indented for reading; text that does not parse stays as it is. */
export function readableDocument(text: string): string {
  const parsed = parseJson(text);
  return parsed.ok ? formatJson(text, parsed.value) : text;
}

const source = (text: string, span: Span) => text.slice(span.start, span.end);

/** What the console server answers for a body of the wrong type: 415 with this message. */
export const UNSUPPORTED_CONTENT_TYPE = 'Unsupported content type';

export const bodyMustBe = (type: string) => `The request body must be ${type}`;

/**
 * Whether a Content-Type is `type`, with no parameter but an optional UTF-8 charset: a body in another
 * charset is refused rather than misread.
 */
export function isMediaType(contentType: string | null | undefined, type: string): boolean {
  const [essence = '', ...parameters] = (contentType ?? '').split(';');
  if (essence.trim().toLowerCase() !== type) return false;
  return parameters.every((parameter) => /^\s*charset\s*=\s*"?utf-8"?\s*$/i.test(parameter));
}

/** The longest Content-Type the console stores with an object. */
export const MAX_MEDIA_TYPE_LENGTH = 255;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED_STRING = '"(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\[\\x20-\\x7e])*"';
/** RFC 9110 §8.3.1: `type/subtype` with `; name=value` parameters, in printable ASCII only. */
const MEDIA_TYPE = new RegExp(
  `^${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED_STRING}))*$`,
);

/**
 * Why a Content-Type given for an object cannot be sent on to MinIO as a header, or null. Anything but a media
 * type (line breaks, characters beyond ASCII) would break or forge the outgoing request's headers.
 */
export function mediaTypeProblem(value: string): string | null {
  if (value.length > MAX_MEDIA_TYPE_LENGTH)
    return `A content type has at most ${MAX_MEDIA_TYPE_LENGTH} characters`;
  if (!MEDIA_TYPE.test(value)) return 'A content type is a media type such as text/plain; charset=utf-8';
  return null;
}

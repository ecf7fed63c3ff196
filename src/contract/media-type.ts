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

/** MinIO answered, with an error status; `code` and `message` are MinIO's own. */
export class MinioApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'MinioApiError';
    this.status = status;
    this.code = code;
  }
}

/** No answer from MinIO: connection refused, DNS failure, reset, or timeout. */
export class MinioUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MinioUnreachableError';
  }
}

/** Builds the error from MinIO's JSON body (admin API) or XML body (S3 and STS). */
export async function apiErrorFromResponse(response: Response): Promise<MinioApiError> {
  const text = await readText(response);
  const fields = jsonErrorFields(text) ?? xmlErrorFields(text);
  return new MinioApiError(
    response.status,
    fields?.code || `HTTP${response.status}`,
    fields?.message || text.trim() || response.statusText || `MinIO answered HTTP ${response.status}`,
  );
}

/** Runs a fetch-like call, turning transport failures into `MinioUnreachableError`. */
export async function reachMinio<T>(
  what: string,
  call: () => Promise<T>,
  callerSignal?: AbortSignal,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The caller's own abort is not MinIO's fault: let it through unchanged.
    if (callerSignal?.aborted) throw error;
    throw new MinioUnreachableError(`${what}: ${transportFailureReason(error)}`, { cause: error });
  }
}

/** Decodes the five predefined XML entities and numeric references. */
function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return XML_ENTITIES[lower] ?? '';
  });
}

/** The text of the first `<name>…</name>` element, decoded. */
export function xmlElementText(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return match?.[1] === undefined ? undefined : decodeXmlText(match[1].trim());
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

interface ErrorFields {
  code: string;
  message: string;
}

function jsonErrorFields(text: string): ErrorFields | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return undefined;
    const { Code, Message } = body as { Code?: unknown; Message?: unknown };
    return {
      code: typeof Code === 'string' ? Code : '',
      message: typeof Message === 'string' ? Message : '',
    };
  } catch {
    return undefined;
  }
}

function xmlErrorFields(text: string): ErrorFields | undefined {
  const code = xmlElementText(text, 'Code');
  if (code === undefined) return undefined;
  return { code, message: xmlElementText(text, 'Message') ?? '' };
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

function transportFailureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'MinIO did not answer in time';
  if (!(error instanceof Error)) return String(error);
  // fetch says only "fetch failed"; the cause names the socket error (an AggregateError for
  // several addresses has an empty message but a code).
  const cause = error.cause as NodeJS.ErrnoException | undefined;
  return cause?.message || cause?.code || error.message;
}

/** What the SDK packs into an error's message: a JSON object (see contentful-sdk-core). */
interface SdkErrorData {
  status?: number;
  statusText?: string;
  message?: string;
  details?: unknown;
  requestId?: string;
}

/** The response was not the Content Delivery API's shape (a proxy page, a truncated body...). */
export class MalformedResponseError extends Error {
  name = "MalformedResponse";
}

/** A build's query with no usable answer within its budget, retries included (./client.ts). */
export class NoAnswerInTimeError extends Error {
  name = "NoAnswerInTime";
}

/**
 * AbortSignal.timeout, not setTimeout: unit tests fast-forward the SDK's retry waits, never the
 * deadline they must meet.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  const deadline = AbortSignal.timeout(ms);
  return new Promise<T>((resolve, reject) => {
    const late = () => reject(new NoAnswerInTimeError(`no answer to ${what} within ${ms / 1000} s, retries included`));
    deadline.addEventListener("abort", late, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", late));
  });
}

function parseSdkMessage(message: string): SdkErrorData | null {
  try {
    const data: unknown = JSON.parse(message);
    return data && typeof data === "object" ? (data as SdkErrorData) : null;
  } catch {
    return null;
  }
}

/** One console line: the name (NotFound, "Network Error"...) with whatever the service sent. */
export function formatCmsError(error: unknown): string {
  if (!(error instanceof Error)) return `Unknown error: ${String(error)}`;
  // The SDK's own "entry not found" carries its name in sys.id and its details beside the message.
  const own = error as Error & { sys?: { id?: string }; details?: unknown };
  const name = own.sys?.id ?? error.name;
  const data = parseSdkMessage(error.message) ?? (own.sys ? { message: error.message, details: own.details } : null);
  if (!data) return `${name}: ${error.message}`;
  const parts = [
    data.status !== undefined && `status ${data.status}${data.statusText ? ` ${data.statusText}` : ""}`,
    data.message && `message "${data.message}"`,
    data.details && Object.keys(data.details).length > 0 && `details ${JSON.stringify(data.details)}`,
    data.requestId && `request id ${data.requestId}`,
  ].filter(Boolean);
  return `${name}: ${parts.join(", ")}`;
}

/** Down or out of reach (5xx, 429, no answer), as opposed to a problem with one query or answer. */
export function isServiceUnavailable(error: unknown): boolean {
  if (error instanceof MalformedResponseError) return false;
  if (!(error instanceof Error)) return false;
  const status = parseSdkMessage(error.message)?.status;
  return status === undefined || status >= 500 || status === 429;
}

/** 400 "Unknown locale": the space lacks a translation's locale until `npm run cms:model` adds it. */
export function isUnknownLocale(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const data = parseSdkMessage(error.message);
  return data?.status === 400 && /\blocale\b/i.test(data.message ?? "");
}

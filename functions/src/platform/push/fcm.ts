/**
 * Push messages through Firebase Cloud Messaging's HTTP v1 API (issue 27; docs/decisions/0033): one POST per device
 * token to /v1/projects/{project}/messages:send with the function's OAuth token. A token FCM no longer knows
 * (UNREGISTERED, or not a token at all) answers 'invalid' so the caller forgets it; anything else that fails throws.
 */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** The page the notification opens: a path on the site. */
  readonly link: string;
  /** Replaces an earlier notification with the same tag on the device. */
  readonly tag: string;
}

export type PushOutcome = 'sent' | 'invalid';

export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

export interface FcmOptions {
  readonly project: string;
  /** The public site's origin: a push opens a page of it. */
  readonly site: string;
  /** An OAuth access token with the firebase.messaging scope (the function's service account). */
  readonly accessToken: () => Promise<string>;
  /** Another endpoint than https://fcm.googleapis.com (tests: a loopback server). */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

/** FCM v1 error codes that mean the token is dead: forget it. */
const DEAD_TOKEN_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT', 'SENDER_ID_MISMATCH']);

export class PushFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PushFailedError';
  }
}

export function createFcmSender(options: FcmOptions): PushSender {
  const base = (options.baseUrl ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
  const url = `${base}/v1/projects/${encodeURIComponent(options.project)}/messages:send`;
  return {
    async send(token, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await options.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ message: fcmMessage(token, message, options.site) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (response.ok) return 'sent';
      const code = errorCodeOf(await response.json().catch(() => null));
      if (
        (response.status === 404 || response.status === 400 || response.status === 403) &&
        DEAD_TOKEN_CODES.has(code)
      )
        return 'invalid';
      throw new PushFailedError(`FCM answered ${response.status} ${code}`.trim(), response.status);
    },
  };
}

function fcmMessage(token: string, message: PushMessage, site: string) {
  const link = new URL(message.link, site).href;
  return {
    token,
    notification: { title: message.title, body: message.body },
    data: { link, tag: message.tag },
    webpush: {
      notification: { tag: message.tag, icon: '/favicon.svg' },
      fcm_options: { link },
    },
  };
}

/** The FCM error code: details[].errorCode of type FcmError, else the Google status (e.g. NOT_FOUND). */
function errorCodeOf(payload: unknown): string {
  const error = (payload as { error?: { status?: string; details?: unknown[] } } | null)?.error;
  const detail = (error?.details ?? []).find(
    (entry): entry is { errorCode: string } =>
      typeof (entry as { errorCode?: unknown })?.errorCode === 'string',
  );
  return detail?.errorCode ?? error?.status ?? '';
}

import { PushSubscriptionInput } from '../../contract';

/** The VAPID public key (base64url, as the server sends it) as the bytes `subscribe` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the server stores of a browser subscription, or null when the browser gave no keys. */
export function toSubscriptionInput(json: PushSubscriptionJSON): PushSubscriptionInput | null {
  const parsed = PushSubscriptionInput.safeParse(json);
  return parsed.success ? parsed.data : null;
}

import { z } from 'zod';
import { DeviceOs, type MobileDeviceRequest } from '../../contract';

/** The native app's device token, sent on start and whenever the web app asks for it. */
export const DeviceTokenMessage = z.object({
  type: z.literal('deviceToken'),
  deviceToken: z.string().trim().min(1).max(500),
  versionRelease: z.string().max(50).default(''),
  versionName: z.string().max(50).default(''),
  timezone: z.string().max(60).default(''),
  locale: z.string().max(20).default(''),
  os: DeviceOs.catch('unknown'),
});
export type DeviceTokenMessage = z.infer<typeof DeviceTokenMessage>;

/** Messages the web app sends to the native app. */
export type OutgoingBridgeMessage = { type: 'requestDeviceToken' };

/**
 * A message from the native app: the wrapper posts JSON strings (some versions post objects).
 * Anything else on the channel (other frames, browser extensions, unknown types) reads as null.
 */
export function parseBridgeMessage(data: unknown): DeviceTokenMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = DeviceTokenMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The registration call's body for a token the app sent. */
export function deviceRequest(message: DeviceTokenMessage, crudType: 'C' | 'D'): MobileDeviceRequest {
  const { type: _type, ...device } = message;
  return { crudType, ...device };
}

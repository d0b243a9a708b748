import { apiPath, type MobileDeviceRequest } from '../../contract';
import { http } from '../../data/http';

/** SPEC section 7: the native app's push token, registered (C) or removed (D) for the member. */
export const registerMobileDevice = (request: MobileDeviceRequest) =>
  http.post(apiPath('meMobileDevice'), {
    json: request,
    suppressAlert: true,
  });

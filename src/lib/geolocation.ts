/** SPEC section 8: high accuracy, a 30 s timeout, never a cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 30_000,
  maximumAge: 0,
};

/** SPEC section 8's messages by `GeolocationPositionError.code`. */
export function geolocationErrorMessage(code: number): string {
  if (code === 1) return '위치 권한이 없어 내 위치 정보를 가져올 수 없습니다';
  if (code === 3) return '내 위치 정보 획득시간이 초과했습니다';
  return '내 위치 정보 획득에 실패했습니다';
}

/** The device's position now; a browser without geolocation fails as code 2 (position unavailable). */
export function currentPosition(geolocation: Geolocation | undefined): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) reject({ code: 2 });
    else geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS);
  });
}

/** The SPEC message for whatever `currentPosition` rejected with. */
export const positionFailureMessage = (error: unknown): string =>
  geolocationErrorMessage(typeof error === 'object' && error && 'code' in error ? Number(error.code) : 2);

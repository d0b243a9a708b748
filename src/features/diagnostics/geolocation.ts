import { currentPosition, positionFailureMessage } from '../../lib/geolocation';
import { type CheckResult, result } from './check-result';

export async function checkGeolocation(geolocation: Geolocation | undefined): Promise<CheckResult> {
  try {
    const { coords } = await currentPosition(geolocation);
    return result(
      'ok',
      `위도 ${coords.latitude.toFixed(5)}, 경도 ${coords.longitude.toFixed(5)} (오차 약 ${Math.round(coords.accuracy)}m)`,
    );
  } catch (error) {
    return result('fail', positionFailureMessage(error));
  }
}

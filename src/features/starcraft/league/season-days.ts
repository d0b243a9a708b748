import type { SeasonSummary } from '../../../contract/starcraft-league';

const dot = (day: string) => day.replaceAll('-', '.');

/** A season's days as a short line (`2026.03.01 ~ 2026.03.31`), or '' when none is set. */
export function seasonDays({ startsOn, endsOn }: Pick<SeasonSummary, 'startsOn' | 'endsOn'>): string {
  if (!startsOn && !endsOn) return '';
  return `${startsOn ? dot(startsOn) : ''} ~ ${endsOn ? dot(endsOn) : ''}`;
}

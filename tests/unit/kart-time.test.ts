import { describe, expect, it } from 'vitest';
import { formatKartTime, KartRecordInput, parseKartTime } from '../../src/contract/kartrider';

describe('KartRider lap times', () => {
  it.each([
    ['1:23.456', 83_456],
    ['1:23.4', 83_400],
    ['0:59.999', 59_999],
    ['83.456', 83_456],
    [' 2:05 ', 125_000],
  ])('%s is %i ms', (text, ms) => {
    expect(parseKartTime(text)).toBe(ms);
  });
  it.each(['', '1:60.000', '1:23.4567', 'abc', '1::2'])('%j is no time', (text) => {
    expect(parseKartTime(text)).toBeNull();
  });
  it('prints as KartRider shows a lap', () => {
    expect(formatKartTime(83_456)).toBe('1:23.456');
    expect(formatKartTime(59_050)).toBe('0:59.050');
  });
  it('a record form turns the time into milliseconds and refuses a zero lap', () => {
    const base = { track: '빌리지 고가의 질주', racer: '카트질주', recordedOn: '2025-03-02' };
    expect(KartRecordInput.parse({ ...base, time: '1:38.412' }).time).toBe(98_412);
    expect(KartRecordInput.safeParse({ ...base, time: '0:00.000' }).success).toBe(false);
    expect(KartRecordInput.safeParse({ ...base, time: '1:38.412', recordedOn: '2025-02-30' }).success).toBe(
      false,
    );
  });
});

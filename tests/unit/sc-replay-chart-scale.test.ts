import { describe, expect, it } from 'vitest';
import { linear, niceTicks, stepTicks } from '../../src/features/starcraft/chart/scale';

describe('line chart scale', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 287, 4)).toEqual([0, 100, 200, 300]);
    expect(niceTicks(1480, 1562, 4)).toEqual([1450, 1500, 1550, 1600]);
    expect(niceTicks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('widens a single value into a range', () => {
    const ticks = niceTicks(1500, 1500, 4);
    expect(ticks[0]).toBeLessThan(1500);
    expect(ticks.at(-1)).toBeGreaterThan(1500);
  });

  it('maps the domain onto the range, an empty domain to its middle', () => {
    expect(linear(0, 10, 100, 200)(5)).toBe(150);
    expect(linear(0, 10, 200, 100)(10)).toBe(100);
    expect(linear(3, 3, 0, 50)(3)).toBe(25);
  });
});

describe('step ticks', () => {
  it('lists the multiples of the step within the range', () => {
    expect(stepTicks(5, 1206, 300)).toEqual([300, 600, 900, 1200]);
    expect(stepTicks(0, 59, 60)).toEqual([0]);
  });
});

import { describe, expect, it } from 'vitest';
import { dataWorkerName, preparedAccountOf } from '../../src/lib/data-worker-name';

describe('data worker name', () => {
  it('carries the account to prepare, or none', () => {
    const uuid = '11111111-2222-4333-8444-555555555555';
    expect(preparedAccountOf(dataWorkerName({ userUuid: uuid }))).toEqual({ userUuid: uuid });
    expect(preparedAccountOf(dataWorkerName({ userUuid: null }))).toEqual({ userUuid: null });
    expect(preparedAccountOf(dataWorkerName())).toBeNull();
    expect(preparedAccountOf('')).toBeNull();
    expect(preparedAccountOf('other anon')).toBeNull();
    expect(preparedAccountOf(`data ${uuid} more`)).toBeNull();
  });
});

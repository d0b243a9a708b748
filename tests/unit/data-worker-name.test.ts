import { describe, expect, it } from 'vitest';
import { dataWorkerName, workerStartOf } from '../../src/lib/data-worker-name';

describe('data worker name', () => {
  const uuid = '11111111-2222-4333-8444-555555555555';

  it('carries the account to open or to prepare, or none', () => {
    const open = {
      user: { uuid, nickname: '앨리스 "A"', profileUri: '/img/a b.png' },
      deviceId: 'device',
      alerts: { live: false, notice: true },
    };
    expect(workerStartOf(dataWorkerName({ open }))).toEqual({ open });
    expect(workerStartOf(dataWorkerName({ open: { ...open, user: null } }))).toEqual({
      open: { ...open, user: null },
    });
    expect(workerStartOf(dataWorkerName({ prepare: { userUuid: uuid } }))).toEqual({
      prepare: { userUuid: uuid },
    });
    expect(workerStartOf(dataWorkerName())).toBeNull();
  });

  it('reads a name it did not make as asking nothing', () => {
    expect(workerStartOf('')).toBeNull();
    expect(workerStartOf('other {"prepare":{"userUuid":"x"}}')).toBeNull();
    expect(workerStartOf('data {"prepare":')).toBeNull();
    expect(workerStartOf('data {"open":{"user":null}}')).toBeNull();
  });
});

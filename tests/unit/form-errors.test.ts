import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyServerFieldError, serverFieldError, waitForElement } from '../../src/lib/form-errors';

describe('serverFieldError', () => {
  it('reads errorFieldName and message from a rejected call', () => {
    expect(
      serverFieldError({ status: 400, message: '이미 사용 중인 닉네임입니다.', errorFieldName: 'nickname' }),
    ).toEqual({
      field: 'nickname',
      message: '이미 사용 중인 닉네임입니다.',
    });
    expect(serverFieldError({ status: 400, message: 'x' })).toBeNull();
    expect(serverFieldError({ errorFieldName: '', message: 'x' })).toBeNull();
    expect(serverFieldError('boom')).toBeNull();
  });
});

describe('applyServerFieldError', () => {
  type Form = { nickname: string; password: string };
  it('sets the error on a known field and focuses it', () => {
    const setError = vi.fn();
    const focus = vi.fn();
    const applied = applyServerFieldError<Form>(
      { message: '이미 사용 중인 닉네임입니다.', errorFieldName: 'nickname' },
      setError,
      ['nickname', 'password'],
      focus,
    );
    expect(applied).toBe(true);
    expect(setError).toHaveBeenCalledWith('nickname', {
      type: 'server',
      message: '이미 사용 중인 닉네임입니다.',
    });
    expect(focus).toHaveBeenCalledWith('nickname');
  });
  it('leaves unknown fields to the caller', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldError<Form>({ message: 'x', errorFieldName: 'email' }, setError, ['nickname'], vi.fn()),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('waitForElement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('polls every 200 ms until the element appears', async () => {
    let element: string | null = null;
    const find = vi.fn(() => element);
    const found = waitForElement(find);
    await vi.advanceTimersByTimeAsync(400);
    element = 'input';
    await vi.advanceTimersByTimeAsync(200);
    await expect(found).resolves.toBe('input');
    expect(find).toHaveBeenCalledTimes(4);
  });
  it('gives up after 2000 ms', async () => {
    const find = vi.fn(() => null);
    const found = waitForElement(find);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(found).resolves.toBeNull();
    expect(find).toHaveBeenCalledTimes(11);
  });
});

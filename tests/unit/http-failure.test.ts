import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/data/http/failure';
import { HTTP_MESSAGES } from '../../src/data/http/http-error';

describe('describeFailure', () => {
  it('5xx: uses the status text, or the standard phrase when HTTP/2 sent none', () => {
    expect(describeFailure(502, 'Bad Gateway', undefined).alert).toBe(
      `${HTTP_MESSAGES.server} (502 Bad Gateway)`,
    );
    expect(describeFailure(503, '', undefined).alert).toBe(
      `${HTTP_MESSAGES.server} (503 Service Unavailable)`,
    );
    expect(describeFailure(599, '', undefined).alert).toBe(`${HTTP_MESSAGES.server} (599)`);
  });
  it('5xx: prefers the Korean message the server sent', () => {
    const failure = describeFailure(503, 'Service Unavailable', { status: 503, message: '점검 중입니다.' });
    expect(failure.alert).toBe('점검 중입니다. (503 Service Unavailable)');
    expect(failure.error).toMatchObject({ status: 503, message: failure.alert });
  });
  it('body with a message: alerts it', () => {
    const failure = describeFailure(404, '', { status: 404, message: '게시글이 없습니다.' });
    expect(failure.alert).toBe('게시글이 없습니다.');
    expect(failure.error.body).toEqual({ status: 404, message: '게시글이 없습니다.' });
  });
  it('empty message: alerts the error field unless the status is 401', () => {
    const body = { status: 400, message: '', error: 'Bad Request' };
    expect(describeFailure(400, '', body).alert).toBe('Bad Request');
    expect(describeFailure(400, '', body).error.message).toBe('Bad Request');
    expect(describeFailure(401, '', { message: '', error: 'Unauthorized' }).alert).toBeNull();
    expect(describeFailure(401, '', { message: '로그인이 필요합니다.' }).alert).toBe('로그인이 필요합니다.');
  });
  it('empty message and no error field: no alert, a Korean message on the error', () => {
    const failure = describeFailure(400, '', { status: 400 });
    expect(failure.alert).toBeNull();
    expect(failure.error.message).toBe(HTTP_MESSAGES.request);
  });
  it('field error: no alert, the field on the error', () => {
    const failure = describeFailure(400, '', {
      status: 400,
      message: '이미 사용 중인 아이디입니다.',
      errorFieldName: 'username',
    });
    expect(failure.alert).toBeNull();
    expect(failure.error).toMatchObject({
      errorFieldName: 'username',
      message: '이미 사용 중인 아이디입니다.',
    });
  });
  it('no body: a generic alert, none for 401', () => {
    expect(describeFailure(404, 'Not Found', undefined).alert).toBe(`${HTTP_MESSAGES.request} (404)`);
    expect(describeFailure(401, 'Unauthorized', 'plain text').alert).toBeNull();
    expect(describeFailure(401, '', undefined).error.message).toBe(HTTP_MESSAGES.unauthorized);
  });
});

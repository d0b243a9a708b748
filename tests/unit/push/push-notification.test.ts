import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, toSubscriptionInput } from '../../../src/features/push/push-key';
import { PUSH_ICON, pushClickTarget, pushNotification } from '../../../src/lib/push-notification';

const ORIGIN = 'https://c9.example';

describe('pushClickTarget', () => {
  it('goes to the data link first, then the click action, then /', () => {
    expect(pushClickTarget({ link: '/board/free/1', clickAction: '/x' }, ORIGIN)).toBe(
      `${ORIGIN}/board/free/1`,
    );
    expect(pushClickTarget({ clickAction: '/live' }, ORIGIN)).toBe(`${ORIGIN}/live`);
    expect(pushClickTarget({ link: '', clickAction: '' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(pushClickTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('keeps external http links and refuses other schemes', () => {
    expect(pushClickTarget({ link: 'https://play.sooplive.co.kr/c9star' }, ORIGIN)).toBe(
      'https://play.sooplive.co.kr/c9star',
    );
    expect(pushClickTarget({ link: 'javascript:alert(1)' }, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('pushNotification', () => {
  it('shows the payload with the app icon, its tag and where a click goes', () => {
    expect(
      pushNotification({
        title: '새 댓글',
        body: '내용',
        data: { link: '/board/free/1' },
        tag: 'n-1',
      }),
    ).toEqual({
      title: '새 댓글',
      options: {
        body: '내용',
        icon: PUSH_ICON,
        badge: PUSH_ICON,
        tag: 'n-1',
        data: { link: '/board/free/1', clickAction: undefined },
      },
    });
  });

  it('shows nothing for a payload that is not one', () => {
    expect(pushNotification({ body: 'no title' })).toBeNull();
    expect(pushNotification(undefined)).toBeNull();
  });
});

describe('push keys', () => {
  it('decodes the base64url VAPID key', () => {
    expect(Array.from(base64UrlToBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });

  it('keeps a browser subscription only with its keys', () => {
    const endpoint = 'https://push.example/abc';
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    expect(toSubscriptionInput({ endpoint, keys })).toEqual({ endpoint, keys });
    expect(toSubscriptionInput({ endpoint })).toBeNull();
  });
});

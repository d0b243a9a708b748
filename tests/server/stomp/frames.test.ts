import { describe, expect, it } from 'vitest';
import {
  escapeHeaderValue,
  parseFrames,
  StompFrameError,
  serializeFrame,
  unescapeHeaderValue,
} from '../../../server/stomp/frames';
import { MessageFrames } from '../../../server/stomp/message-frames';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('STOMP frames', () => {
  it('round-trips a frame with escaped headers and a Korean body', () => {
    const frame = {
      command: 'ERROR',
      headers: { message: '구독 권한이 없습니다.', 'odd:name': 'a:b\\c\nd\re' },
      body: '한국어 본문',
    };
    const { frames, rest } = parseFrames(serializeFrame(frame));
    expect(rest.length).toBe(0);
    expect(frames).toEqual([
      { ...frame, headers: { ...frame.headers, 'content-length': String(bytes('한국어 본문').length) } },
    ]);
  });

  it('escapes exactly the four characters STOMP 1.2 defines', () => {
    expect(escapeHeaderValue('a:b\\c\nd\re')).toBe('a\\cb\\\\c\\nd\\re');
    expect(unescapeHeaderValue('a\\cb\\\\c\\nd\\re')).toBe('a:b\\c\nd\re');
    expect(escapeHeaderValue('/topic/board')).toBe('/topic/board');
  });

  it('rejects undefined escape sequences', () => {
    expect(() => parseFrames(bytes('SUBSCRIBE\nid:a\\tb\n\n\0'))).toThrow(StompFrameError);
    expect(() => parseFrames(bytes('SUBSCRIBE\nid:trailing\\\n\n\0'))).toThrow(StompFrameError);
  });

  it('leaves CONNECT and CONNECTED headers unescaped', () => {
    const raw = 'CONNECT\nlogin:a\\cb\n\n\0';
    expect(parseFrames(bytes(raw)).frames[0]?.headers.login).toBe('a\\cb');
    expect(serializeFrame({ command: 'CONNECTED', headers: { x: 'a:b' }, body: '' }).toString()).toBe(
      'CONNECTED\nx:a:b\n\n\0',
    );
  });

  it('keeps the first of repeated headers', () => {
    const { frames } = parseFrames(bytes('MESSAGE\nfoo:first\nfoo:second\n\n\0'));
    expect(frames[0]?.headers.foo).toBe('first');
  });

  it('reads a body containing NUL when content-length says so', () => {
    const { frames } = parseFrames(bytes('SEND\ncontent-length:3\n\na\0b\0'));
    expect(frames[0]?.body).toBe('a\0b');
  });

  it('counts content-length in bytes, not characters', () => {
    const { frames } = parseFrames(bytes(`SEND\ncontent-length:${bytes('가나').length}\n\n가나\0`));
    expect(frames[0]?.body).toBe('가나');
  });

  it('fails a body longer than its content-length', () => {
    expect(() => parseFrames(bytes('SEND\ncontent-length:1\n\nab\0'))).toThrow(StompFrameError);
  });

  it('fails a header line without a colon', () => {
    expect(() => parseFrames(bytes('SUBSCRIBE\nnocolon\n\n\0'))).toThrow(StompFrameError);
  });

  it('skips heart-beat EOLs and accepts CRLF line endings', () => {
    const { frames, rest } = parseFrames(
      bytes('\n\r\nSUBSCRIBE\r\nid:1\r\ndestination:/topic/board\r\n\r\n\0\n\n'),
    );
    expect(frames).toEqual([
      { command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/board' }, body: '' },
    ]);
    expect(rest.length).toBe(0);
  });

  it('parses several frames in one chunk and returns an incomplete one as rest', () => {
    const whole = 'SUBSCRIBE\nid:1\ndestination:/topic/board\n\n\0UNSUBSCRIBE\nid:1\n\n\0';
    const cut = whole.length - 5;
    const first = parseFrames(bytes(whole.slice(0, cut)));
    expect(first.frames.map((f) => f.command)).toEqual(['SUBSCRIBE']);
    const second = parseFrames(Buffer.concat([first.rest, bytes(whole.slice(cut))]));
    expect(second.frames.map((f) => f.command)).toEqual(['UNSUBSCRIBE']);
    expect(second.rest.length).toBe(0);
  });

  it('waits for the rest of a content-length body', () => {
    const { frames, rest } = parseFrames(bytes('SEND\ncontent-length:10\n\nabc'));
    expect(frames).toEqual([]);
    expect(rest.toString()).toBe('SEND\ncontent-length:10\n\nabc');
  });
});

describe('MESSAGE frames of one publish', () => {
  it('differ only in the subscription header and parse back', () => {
    const frames = new MessageFrames('/topic/post/a:b', '{"title":"안녕"}', 'node-1');
    const parsed = parseFrames(
      Buffer.concat([frames.forSubscription('sub-0'), frames.forSubscription('x\\cy')]),
    );
    expect(parsed.frames).toEqual([
      {
        command: 'MESSAGE',
        headers: {
          destination: '/topic/post/a:b',
          'content-type': 'application/json',
          'content-length': String(bytes('{"title":"안녕"}').length),
          'message-id': 'node-1',
          subscription: 'sub-0',
        },
        body: '{"title":"안녕"}',
      },
      expect.objectContaining({ headers: expect.objectContaining({ subscription: 'x:y' }) }),
    ]);
  });

  it('builds one buffer per distinct subscription id', () => {
    const frames = new MessageFrames('/topic/board', '{}', 'm');
    expect(frames.forSubscription('sub-0')).toBe(frames.forSubscription('sub-0'));
  });
});

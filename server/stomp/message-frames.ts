import { escapeHeaderValue } from './frames';

/**
 * The MESSAGE frames of one publish. Everything but the `subscription` header is the same for every
 * receiver, so it is encoded once; each distinct subscription id costs one copy, and clients that
 * picked the same id (stompjs numbers them sub-0, sub-1, ...) share one buffer.
 */
export class MessageFrames {
  private readonly head: Buffer;
  private readonly tail: Buffer;
  private readonly bySubscription = new Map<string, Buffer>();

  constructor(destination: string, jsonBody: string, messageId: string) {
    const body = Buffer.from(jsonBody, 'utf8');
    this.head = Buffer.from(
      'MESSAGE\n' +
        `destination:${escapeHeaderValue(destination)}\n` +
        'content-type:application/json\n' +
        `content-length:${body.length}\n` +
        `message-id:${escapeHeaderValue(messageId)}\n` +
        'subscription:',
      'utf8',
    );
    this.tail = Buffer.concat([Buffer.from('\n\n'), body, Buffer.from([0])]);
  }

  /** `escapedId` is the subscription id already escaped for a header value. */
  forSubscription(escapedId: string): Buffer {
    let frame = this.bySubscription.get(escapedId);
    if (frame === undefined) {
      frame = Buffer.concat([this.head, Buffer.from(escapedId, 'utf8'), this.tail]);
      this.bySubscription.set(escapedId, frame);
    }
    return frame;
  }
}

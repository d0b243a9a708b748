import { OUTDATED_CLOSE_CODE } from '../../src/contract/topic-paths';

/**
 * Why the broker ends a connection. STOMP 1.2 says the server sends ERROR and then closes; the
 * `message` header is shown to people, so it is Korean; `detail` (the body) is for developers.
 */

/** WebSocket close codes the broker uses; 4000-4999 are free for applications (RFC 6455 7.4.2). */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  protocolError: 1002,
  policyViolation: 1008,
  /** The session was logged out or revoked; reconnecting with the same cookie is pointless. */
  sessionClosed: 4001,
  /** The client speaks another `TOPIC_PROTOCOL_VERSION`: it must reload, not reconnect. */
  outdatedClient: OUTDATED_CLOSE_CODE,
} as const;

export const REFUSAL_MESSAGES = {
  forbidden: '구독 권한이 없습니다.',
  loginRequired: '로그인이 필요합니다.',
  unknownDestination: '존재하지 않는 구독 주소입니다.',
  sendForbidden: '메시지를 보낼 수 없습니다.',
  badFrame: '잘못된 STOMP 프레임입니다.',
  unsupportedVersion: 'STOMP 1.2만 지원합니다.',
  notConnected: '먼저 CONNECT 프레임을 보내야 합니다.',
  alreadyConnected: '이미 연결되어 있습니다.',
  connectTimeout: '연결 요청 시간이 초과되었습니다.',
  missingHeader: '필수 헤더가 없습니다.',
  duplicateSubscription: '이미 사용 중인 구독 ID입니다.',
  tooManySubscriptions: '구독이 너무 많습니다.',
  unknownCommand: '지원하지 않는 명령입니다.',
  sessionClosed: '로그아웃되어 연결을 종료합니다.',
  internal: '서버 오류가 발생했습니다.',
  outdatedClient: '앱이 새 버전으로 바뀌었어요. 새로고침해 주세요.',
} as const;

export class StompRefusal extends Error {
  override readonly name = 'StompRefusal';

  constructor(
    readonly userMessage: string,
    readonly detail: string,
    readonly closeCode: number = CLOSE_CODES.policyViolation,
  ) {
    super(detail);
  }
}

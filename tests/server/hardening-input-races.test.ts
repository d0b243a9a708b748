import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../../server/plugins/errors';
import { captureLog } from './helpers/log-lines';
import { startTestServer, type TestServer } from './helpers/server';

const RACERS = 100;
/** Fewer for nicknames: the same race, at a cost that keeps the suite fast. */
const NICKNAME_RACERS = 30;

describe('registrations racing for one name', () => {
  let t: TestServer;
  let logLines: string[] = [];

  beforeAll(async () => {
    // A hundred registrations at once from this one address: past the per-address limit otherwise.
    t = await startTestServer({ writeLimitScale: 100 });
    logLines = captureLog(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function race(count: number, body: (i: number) => Record<string, string>) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => t.client().post('/api/v1/user/register', body(i))),
    );
    return answers;
  }

  it('lets one of 100 parallel registrations of a username through and answers the rest 400 on the field', async () => {
    const answers = await race(RACERS, (i) => ({
      username: 'racer',
      password: 'abcd1234',
      nickname: `경주${i}`,
    }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([400]));
    for (const answer of refused) {
      expect(answer.body).toEqual({
        status: 400,
        message: '이미 사용 중인 아이디입니다.',
        errorFieldName: 'username',
      });
    }
  });

  it('does the same for a nickname', async () => {
    const answers = await race(NICKNAME_RACERS, (i) => ({
      username: `nick_racer_${i}`,
      password: 'abcd1234',
      nickname: '같은별명',
    }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.body).toEqual({
        status: 400,
        message: '이미 사용 중인 닉네임입니다.',
        errorFieldName: 'nickname',
      });
    }
  });

  it('never logs the parameters of a failed write, such as a password hash', () => {
    expect(logLines.filter((line) => /params|scrypt\$/.test(line))).toEqual([]);
  });

  it('serialises a query error without its parameters, keeping what explains it', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username_key"'),
      {
        code: '23505',
        constraint: 'users_username_key',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("username", "password_hash") values ($1, $2)',
      ['racer', 'scrypt$16384$c2FsdA$a2V5'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('scrypt$');
    expect(logged).not.toContain('racer');
    expect(logged).toContain('users_username_key');
    expect(logged).toContain('insert into \\"users\\"');
  });

  it('serialises whatever a log line puts under err, an Error or not', () => {
    expect(serializeError('station unreachable')).toMatchObject({ message: 'station unreachable' });
    expect(serializeError(undefined)).toMatchObject({ message: 'undefined' });
  });
});

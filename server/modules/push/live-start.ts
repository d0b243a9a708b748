import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chosenBroad, type LiveStation } from '../../../src/contract';
import { alertSubscribes } from '../alert/tables';
import { users } from '../user/tables';

/**
 * A crew member went live: push it to everyone subscribed to that member's account (the account
 * whose linked SOOP id is the station). The click opens the platform's player.
 */
export async function pushLiveStart(
  { db, pushSender }: Pick<FastifyInstance, 'db' | 'pushSender'>,
  station: LiveStation,
) {
  const broad = chosenBroad(station);
  if (!broad) return;
  const streamers = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.afreecatvUserId, station.userId));
  if (streamers.length === 0) return;
  const subscribers = await db
    .selectDistinct({ userUuid: alertSubscribes.userUuid })
    .from(alertSubscribes)
    .where(
      inArray(
        alertSubscribes.targetUuid,
        streamers.map((s) => s.uuid),
      ),
    );
  await Promise.all(
    subscribers.map((s) =>
      pushSender.sendToUser(s.userUuid, {
        title: `${station.userNick} 방송 시작`,
        body: broad.broadTitle,
        data: { link: `https://play.sooplive.co.kr/${station.userId}/${broad.broadNo}` },
        tag: `live-${station.userId}`,
      }),
    ),
  );
}

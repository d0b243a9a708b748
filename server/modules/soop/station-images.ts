import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { crewStations, liveStations } from './tables';

/** The platform's live image host (SOOP.md): the broadcast number, and a time to bust caches. */
const PLATFORM_LIVE_IMAGE = (broadNo: number) => `https://liveimg.sooplive.co.kr/m/${broadNo}`;

const BroadParams = z.object({ broadNo: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
const UserParams = z.object({ userId: z.string().regex(/^[a-z0-9_]{1,40}$/) });

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable hue per name, so each station keeps its colour. */
const hueOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=30')
    // Opened on its own, the picture is a document: it may draw, never run anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);

function stationLogo(userId: string, nick: string): string {
  const hue = hueOf(userId);
  const initial = escapeXml([...nick][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${hue} 55% 46%)"/><text x="60" y="78" text-anchor="middle" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff">${initial}</text></svg>`;
}

/** The pill sits bottom left: the page puts LIVE top left and the viewer count bottom right. */
function liveThumbnail(broadNo: number, nick: string, title: string): string {
  const hue = hueOf(`${nick}${broadNo}`);
  const shortTitle = [...title].slice(0, 24).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 22%)"/></linearGradient></defs><rect width="480" height="270" fill="url(#g)"/><rect x="16" y="224" width="132" height="30" rx="15" fill="#000" fill-opacity=".45"/><text x="82" y="245" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#fff">시뮬레이터 방송</text><text x="240" y="150" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(nick)}</text><text x="240" y="188" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff" fill-opacity=".85">${escapeXml(shortTitle)}</text></svg>`;
}

/**
 * Live images and station logos, asked of this server so the page never names another host:
 * with the real platform a live image is a redirect to its image host; with the simulator (the
 * demo) both are drawn here; with SOOP off there is none.
 */
export async function stationImageRoutes(app: FastifyInstance, { simulated }: { simulated: boolean }) {
  const { db } = app;
  const live = !!app.config.soop.stationUrl;

  app.get(apiRoutes.liveImage, async (req, reply) => {
    const { broadNo } = parseInput(BroadParams, req.params);
    if (live)
      return reply.header('cache-control', 'public, max-age=30').redirect(PLATFORM_LIVE_IMAGE(broadNo));
    if (!simulated) throw new HttpError(404, '방송 화면이 없습니다.');
    const stations = await db
      .select({ userNick: liveStations.userNick, broadList: liveStations.broadList })
      .from(liveStations);
    const station = stations.find((s) => s.broadList.some((b) => b.broadNo === broadNo));
    const broad = station?.broadList.find((b) => b.broadNo === broadNo);
    return sendSvg(reply, liveThumbnail(broadNo, station?.userNick ?? '방송', broad?.broadTitle ?? ''));
  });

  if (!simulated) return;
  app.get(apiRoutes.demoStationLogo, async (req, reply) => {
    const { userId } = parseInput(UserParams, req.params);
    const [crew] = await db
      .select({ userNick: crewStations.userNick })
      .from(crewStations)
      .where(eq(crewStations.userId, userId))
      .limit(1);
    return sendSvg(reply, stationLogo(userId, crew?.userNick ?? userId));
  });
}

import { z } from 'zod';
import { GameScoreInput, GameSeed } from '../../contract/game';
import { appStorage } from '../../data/http';

/**
 * What this device keeps for each member's games (the `game` storage category, SPEC section 3):
 * seeds issued while online, so a game can start with no network, and scores played offline,
 * waiting to be verified when the network returns. Keyed by the member's uuid inside the category.
 */
const MemberGames = z.object({
  seeds: z.array(GameSeed).catch([]),
  queue: z.array(GameScoreInput).catch([]),
});
type MemberGames = z.infer<typeof MemberGames>;

const read = (userUuid: string): MemberGames =>
  MemberGames.catch({ seeds: [], queue: [] }).parse(appStorage.read('game')[userUuid] ?? {});

const change = (userUuid: string, edit: (games: MemberGames) => MemberGames) =>
  appStorage.update('game', (all) => ({ ...all, [userUuid]: edit(read(userUuid)) }));

export const deviceGames = {
  seeds: (userUuid: string) => read(userUuid).seeds,
  queue: (userUuid: string) => read(userUuid).queue,
  keepSeed: (userUuid: string, seed: GameSeed) =>
    change(userUuid, (games) => ({ ...games, seeds: [...games.seeds, seed] })),
  /** The oldest kept seed of the game, taken off the device (each seed plays one game). */
  takeSeed(userUuid: string, gameId: GameSeed['gameId']): GameSeed | null {
    const seed = read(userUuid).seeds.find((s) => s.gameId === gameId) ?? null;
    if (seed)
      change(userUuid, (games) => ({
        ...games,
        seeds: games.seeds.filter((s) => s !== seed && s.seedId !== seed.seedId),
      }));
    return seed;
  },
  enqueue: (userUuid: string, score: GameScoreInput) =>
    change(userUuid, (games) => ({ ...games, queue: [...games.queue, score] })),
  dequeue: (userUuid: string, seedId: string) =>
    change(userUuid, (games) => ({ ...games, queue: games.queue.filter((q) => q.seedId !== seedId) })),
};

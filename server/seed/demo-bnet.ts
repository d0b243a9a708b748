import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { bnetAccounts } from '../modules/bnet/tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The crew's StarCraft accounts on the Korean gateway; their records come from the adapter (the simulator in the demo). */
const ACCOUNTS: [toon: string, playerName: string][] = [
  ['C9Star', '스타왕별이'],
  ['C9Crew', '씨나인크루'],
  ['C9Kart', '카트질주'],
];

export async function seedDemoBnet(tx: Tx) {
  await tx.insert(bnetAccounts).values(
    ACCOUNTS.map(([toon, playerName], i) => ({
      id: newId(),
      toon,
      gateway: 30,
      playerName,
      // Listed in this order (the board lists by creation).
      createdAt: new Date(Date.now() - (ACCOUNTS.length - i) * 1000),
    })),
  );
}

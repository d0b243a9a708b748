import fp from 'fastify-plugin';
import { createEmoticonImages, type EmoticonImages } from './emoticon-images';
import { assertOwnsEmoticons } from './emoticon-use';
import { storeItemRoutes } from './item-routes';
import { storeProductRoutes } from './product-routes';
import { createStoreRepository, type StoreRepository } from './repository';

export interface Emoticons {
  /** Refuses a text with an emoticon whose pack `userUuid` does not own (a 400 on `field`). */
  assertOwned(userUuid: string, text: string, field?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storeRepository: StoreRepository;
    emoticonImages: EmoticonImages;
    emoticons: Emoticons;
  }
}

/** The emoticon shop: packs, purchases through the ledger, the members' packs, emoticons in text. */
export const storeModule = fp(
  async (app) => {
    const store = createStoreRepository(app.db, app.points);
    app.decorate('storeRepository', store);
    app.decorate('emoticonImages', createEmoticonImages(app.db, app.files));
    app.decorate('emoticons', {
      assertOwned: (userUuid, text, field) => assertOwnsEmoticons(store, userUuid, text, field),
    } satisfies Emoticons);
    await app.register(storeProductRoutes);
    await app.register(storeItemRoutes);
  },
  { name: 'store', dependencies: ['database', 'broker', 'auth', 'point', 'file'] },
);

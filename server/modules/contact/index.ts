import fp from 'fastify-plugin';
import { createContactRepository } from './repository';
import { contactRoutes } from './routes';

/** Feedback to the admins (`/contact`, `/admin/contact`): threads, attachments through the file module, answers as notifications. */
export const contactModule = fp(
  async (app) => {
    await app.register(contactRoutes(createContactRepository(app.db)));
  },
  { name: 'contact', dependencies: ['database', 'auth', 'file', 'notification'] },
);

import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SocialProvider } from '../../../src/contract';
import type { Db } from '../../db/client';
import type { SessionUser } from '../user/sessions';
import { userSocials, users } from '../user/tables';
import type { SocialProfile } from './profile';
import { socialStates, socialTickets } from './tables';

export const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A state lives as long as a person may take on the provider's page. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** A finished flow waits this long for the page (and the register form) to use it. */
export const TICKET_TTL_MS = 30 * 60 * 1000;

export type SocialState = typeof socialStates.$inferSelect;
/** How a finished flow matched an existing account: its proven SOOP id, or a verified e-mail. */
export type ExistingAccount = { user: SessionUser; by: 'soopId' | 'email' };
export type SocialTicket = typeof socialTickets.$inferSelect;

/** Flows under way, finished flows, and which account each social login belongs to. */
export function createSocialRepository(db: Db) {
  const live = isNull(users.withdrawnAt);

  return {
    async saveState(state: string, row: Omit<SocialState, 'stateHash' | 'expiresAt'>): Promise<void> {
      const now = new Date();
      await db.delete(socialStates).where(lt(socialStates.expiresAt, now));
      await db.insert(socialStates).values({
        ...row,
        stateHash: hashOf(state),
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      });
    },

    /** Spends a state: the row when it was live, and never again. */
    async takeState(state: string): Promise<SocialState | undefined> {
      const [row] = await db
        .delete(socialStates)
        .where(eq(socialStates.stateHash, hashOf(state)))
        .returning();
      return row && row.expiresAt > new Date() ? row : undefined;
    },

    async saveTicket(
      value: string,
      input: { provider: SocialProvider; profile: SocialProfile; linkUserUuid: string | null },
    ): Promise<void> {
      const now = new Date();
      await db.delete(socialTickets).where(lt(socialTickets.expiresAt, now));
      await db.insert(socialTickets).values({
        valueHash: hashOf(value),
        provider: input.provider,
        providerUserId: input.profile.providerUserId,
        socialUser: input.profile.user,
        linkUserUuid: input.linkUserUuid,
        expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
      });
    },

    async findTicket(value: string): Promise<SocialTicket | undefined> {
      const [row] = await db
        .select()
        .from(socialTickets)
        .where(and(eq(socialTickets.valueHash, hashOf(value)), gt(socialTickets.expiresAt, new Date())))
        .limit(1);
      return row;
    },

    /** Spends a ticket; false when another request spent it first. */
    async takeTicket(value: string): Promise<boolean> {
      const rows = await db
        .delete(socialTickets)
        .where(eq(socialTickets.valueHash, hashOf(value)))
        .returning({ valueHash: socialTickets.valueHash });
      return rows.length > 0;
    },

    /** The member this provider account signs in, if linked (withdrawn members are not). */
    async ownerOf(provider: SocialProvider, providerUserId: string): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userSocials)
        .innerJoin(users, eq(users.uuid, userSocials.userUuid))
        .where(and(eq(userSocials.provider, provider), eq(userSocials.providerUserId, providerUserId), live))
        .limit(1);
      return row?.user;
    },

    /**
     * An account this person may already have: the one whose verified SOOP id this SOOP login
     * proves, or one with a social login whose provider verified the same e-mail. Which it was
     * decides what adding the provider takes (`routes.ts`): an e-mail match never signs in.
     */
    async existingAccount(ticket: SocialTicket): Promise<ExistingAccount | undefined> {
      const { afreecatvUserId, email } = ticket.socialUser;
      if (afreecatvUserId) {
        const [bySoop] = await db
          .select()
          .from(users)
          .where(and(eq(users.afreecatvUserId, afreecatvUserId), live))
          .limit(1);
        if (bySoop) return { user: bySoop, by: 'soopId' };
      }
      if (!email) return undefined;
      const [byEmail] = await db
        .select({ user: users })
        .from(userSocials)
        .innerJoin(users, eq(users.uuid, userSocials.userUuid))
        .where(and(eq(userSocials.email, email), live))
        .limit(1);
      return byEmail && { user: byEmail.user, by: 'email' };
    },

    async providersOf(userUuid: string): Promise<SocialProvider[]> {
      const rows = await db
        .select({ provider: userSocials.provider })
        .from(userSocials)
        .where(eq(userSocials.userUuid, userUuid));
      return rows.map((r) => r.provider as SocialProvider);
    },

    /**
     * Links the provider account to the member, and for SOOP the SOOP id too when the member has
     * none: the login proved it, no code needed. The member's row after.
     */
    async link(user: SessionUser, ticket: SocialTicket): Promise<SessionUser> {
      return db.transaction(async (tx) => {
        await tx.insert(userSocials).values({
          userUuid: user.uuid,
          provider: ticket.provider,
          providerUserId: ticket.providerUserId,
          email: ticket.socialUser.email,
        });
        const soopId = ticket.socialUser.afreecatvUserId;
        if (!soopId || user.afreecatvUserId) return user;
        const [linked] = await tx
          .update(users)
          .set({ afreecatvUserId: soopId })
          .where(eq(users.uuid, user.uuid))
          .returning();
        return linked!;
      });
    },

    /**
     * Removes one provider unless it is the member's last way to sign in (no password and no
     * other provider). 'last' when refused, 'missing' when it was not linked.
     */
    async unlink(user: SessionUser, provider: SocialProvider): Promise<'removed' | 'last' | 'missing'> {
      return db.transaction(async (tx) => {
        const linked = await tx
          .select({ provider: userSocials.provider })
          .from(userSocials)
          .where(eq(userSocials.userUuid, user.uuid))
          .for('update');
        if (!linked.some((l) => l.provider === provider)) return 'missing';
        if (!user.passwordHash && linked.length <= 1) return 'last';
        await tx
          .delete(userSocials)
          .where(and(eq(userSocials.userUuid, user.uuid), eq(userSocials.provider, provider)));
        return 'removed';
      });
    },

    /**
     * A new member from a finished flow, linked to it in the same transaction; no password until
     * they set one. The SOOP id comes along unless another member already has it.
     */
    async register(
      input: { username: string; nickname: string; deviceId: string | null },
      ticket: SocialTicket,
    ): Promise<SessionUser> {
      return db.transaction(async (tx) => {
        const soopId = ticket.socialUser.afreecatvUserId;
        const [soopOwner] = soopId
          ? await tx
              .select({ uuid: users.uuid })
              .from(users)
              .where(eq(users.afreecatvUserId, soopId))
              .limit(1)
          : [];
        const [user] = await tx
          .insert(users)
          .values({
            uuid: crypto.randomUUID(),
            roles: ['USER'],
            passwordHash: '',
            afreecatvUserId: soopId && !soopOwner ? soopId : null,
            ...input,
          })
          .returning();
        await tx.insert(userSocials).values({
          userUuid: user!.uuid,
          provider: ticket.provider,
          providerUserId: ticket.providerUserId,
          email: ticket.socialUser.email,
        });
        return user!;
      });
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;

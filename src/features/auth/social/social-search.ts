import { z } from 'zod';
import { SOCIAL_QUERY, SocialRegistrationId } from '../../../contract/social';

/**
 * What a page the social flow ends on reads from its address (SPEC sections 2 and 4): the social
 * token and provider, the social user's details on /register, the timeout mark on /login. Read
 * by the lazy pages themselves, so the routes (first load) stay as they were.
 */
const SocialSearch = z.object({
  [SOCIAL_QUERY.token]: z.string().min(1).optional().catch(undefined),
  [SOCIAL_QUERY.provider]: SocialRegistrationId.optional().catch(undefined),
  [SOCIAL_QUERY.error]: z.string().optional().catch(undefined),
  pUrl: z.string().optional().catch(undefined),
});

export function readSocialSearch(search = globalThis.location.search) {
  const parsed = SocialSearch.parse(Object.fromEntries(new URLSearchParams(search)));
  return {
    token: parsed.socialToken,
    provider: parsed.provider,
    error: parsed.socialError,
    pUrl: parsed.pUrl,
  };
}

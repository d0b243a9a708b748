import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import type {
  Endpoint,
  EndpointAccess,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointReturn,
} from '../../src/contract/endpoint';
import { requireLinkedMember, requireRole, requireUser } from '../plugins/auth';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReturn<E>>;

/** The access check, before the input is validated: a visitor learns to sign in, not what to fix. */
function accessCheck(access: EndpointAccess): preValidationHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'member') return async (req) => void (await requireUser(req));
  if (access === 'linked') return async (req) => void (await requireLinkedMember(req));
  return async (req) => void (await requireRole(req, access));
}

/**
 * Registers `endpoint`'s route: its access checked first, its params, query and body validated
 * by Fastify with the contract's schemas (Korean field errors, `plugins/endpoints.ts`), its answer
 * serialised through the response schema. The handler still reads `req.auth()` for who calls.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const check = accessCheck(endpoint.access);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { '2xx': endpoint.response },
    },
    config: { ...options.config, endpoint: true },
    ...(check ? { preValidation: check } : {}),
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

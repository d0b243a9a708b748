import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiRoutes } from '../../src/contract/api-paths';
import { product } from '../../src/contract/product';
import { inputError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route()` (`lib/endpoint-route.ts`): the route comes from a contract endpoint. */
    endpoint?: boolean;
  }
}

/**
 * How routes declared by a contract endpoint are checked and answered: input through the zod
 * schema with the Korean field errors `parseInput` gives (the first issue, on its field), answers
 * serialised through the response schema by fastify-type-provider-zod, so a field outside the
 * contract never leaves. With `apiDocs`, the OpenAPI document of every endpoint at `/api/docs`.
 * Call before the modules register their routes.
 */
export async function installEndpoints(app: FastifyInstance, options: { apiDocs: boolean }) {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: inputError(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);
  if (!options.apiDocs) return;
  await app.register(swagger, {
    openapi: { info: { title: `${product.name} API`, version: product.version } },
    // Only routes from a contract endpoint: the others have no schema to describe.
    transform: (input) =>
      input.route.config?.endpoint ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
  });
  app.get(apiRoutes.apiDocs, { schema: { hide: true } }, async () => app.swagger());
}

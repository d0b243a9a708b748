import type { z } from 'zod';
import type { Role } from './roles';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked before its input is: anyone; a signed-in member; a member with
 * a linked SOOP account (staff and crew are exempt, `requireLinkedMember`); a member holding one
 * of these roles.
 */
export type EndpointAccess = 'public' | 'member' | 'linked' | readonly Role[];

/**
 * One HTTP endpoint, described once: the server registers its route from it (Fastify validates the
 * input and serialises the answer with these schemas, the OpenAPI document at `/api/docs` lists
 * it) and the client calls it by it, the answer typed and checked with `response`.
 */
export type Endpoint = {
  method: EndpointMethod;
  /** Fastify's pattern (`:id`), one of `apiRoutes`. */
  path: string;
  access: EndpointAccess;
  /** What it does, in Korean, for the OpenAPI document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/** Keeps the endpoint's literal types, so the schemas it names type the route and the call. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;
export type EndpointParams<E extends Endpoint> = Part<E['params']>;
export type EndpointQuery<E extends Endpoint> = Part<E['query']>;
export type EndpointBody<E extends Endpoint> = Part<E['body']>;
/** What the client receives (the response schema's output). */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
/** What a handler returns (the response schema's input, serialised through it). */
export type EndpointReturn<E extends Endpoint> = z.input<E['response']>;

/** What a call hands over: each part the endpoint declares, as its schema takes it. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** The concrete path of a call: each `:name` of the pattern from `params`, encoded. */
export function endpointPath(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${pattern}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
}

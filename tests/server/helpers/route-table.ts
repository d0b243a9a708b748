export type RouteRow = { method: string; url: string; endpoint: boolean };

/**
 * Fastify's module with every app it builds reporting each route it registers into `table`;
 * `endpoint` marks a route registered from a contract endpoint (`route()`, `lib/endpoint-route.ts`).
 */
export function withRouteTable(real: typeof import('fastify'), table: RouteRow[]) {
  const build = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      const endpoint = route.config?.endpoint === true;
      for (const method of [route.method].flat()) table.push({ method, url: route.url, endpoint });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: build };
}

/** Fastify's module with every app it builds reporting each route it registers into `table`. */
export function withRouteTable(real: typeof import('fastify'), table: { method: string; url: string }[]) {
  const build = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) table.push({ method, url: route.url });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: build };
}

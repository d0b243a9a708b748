/** A module-level import: `from` imports `to`, with the file imports that make it (for the message). */
export type Edge = { from: string; to: string; via: string };

/** Groups of modules that reach each other through imports (Tarjan's strongly connected components). */
function tangles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest path from `start` back to itself inside `group` (breadth first). */
function shortestLoop(start: string, group: Set<string>, edges: Edge[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift() as string;
    for (const { from, to } of edges) {
      if (from !== node || !group.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

/**
 * One line per cycle of modules: the loop, then each step's file imports, so the message names
 * the imports to move. Empty when the graph has none.
 */
export function describeCycles(edges: Edge[]): string[] {
  return tangles(edges).map((group) => {
    const loop = shortestLoop(group[0] as string, new Set(group), edges);
    const steps = loop.slice(1).map((to, i) => {
      const from = loop[i] as string;
      const vias = edges.filter((e) => e.from === from && e.to === to).map((e) => e.via);
      return `  ${from} → ${to}: ${[...new Set(vias)].join(', ')}`;
    });
    const others = group.length > loop.length - 1 ? ` (the tangle holds ${group.join(', ')})` : '';
    return [`${loop.join(' → ')}${others}`, ...steps].join('\n');
  });
}

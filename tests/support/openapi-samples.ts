/** A JSON Schema node of the OpenAPI document, loosely typed (only what a sample needs). */
export type SchemaNode = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
};

/**
 * A value each schema of the OpenAPI document accepts, so that one field at a time can be made
 * hostile while the rest of the body passes validation. `uuidFor` names the ids (by field name).
 */
export function sampler(components: Record<string, SchemaNode>, uuidFor: (field: string) => string) {
  const resolve = (node: SchemaNode): SchemaNode =>
    node.$ref ? resolve(components[node.$ref.split('/').pop() ?? ''] ?? {}) : node;
  const sample = (given: SchemaNode, field = ''): unknown => {
    const node = resolve(given);
    const options = node.anyOf ?? node.oneOf;
    if (options) return sample(options.find((o) => resolve(o).type !== 'null') ?? {}, field);
    if (node.allOf?.[0]) return sample(node.allOf[0], field);
    if (node.enum) return node.enum[0];
    if (node.const !== undefined) return node.const;
    if (node.default !== undefined) return node.default;
    switch (node.type) {
      case 'string':
        if (node.format === 'uuid') return uuidFor(field);
        if (node.format === 'email') return 'someone@example.com';
        if (node.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
        return 'Sample text'.padEnd(node.minLength ?? 0, 'x');
      case 'integer':
      case 'number':
        return node.minimum ?? 1;
      case 'boolean':
        return false;
      case 'array':
        return [sample(node.items ?? {}, field)];
    }
    if (!node.properties) return 'x';
    return Object.fromEntries(
      Object.entries(node.properties).map(([key, value]) => [key, sample(value, key)]),
    );
  };
  return sample;
}

type Path = (string | number)[];

/** The paths of a sample's strings (its leaves that are not objects or arrays). */
export function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return typeof value === 'string' ? [path] : [];
}

/** A copy of `value` with the string at `path` given `suffix`. */
export function withSuffix(value: unknown, path: Path, suffix: string): unknown {
  if (path.length === 0) return `${value}${suffix}`;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  parent[last] = `${parent[last]}${suffix}`;
  return copy;
}

/** A URL component with its lone surrogates as the bytes a client could send (invalid UTF-8). */
export const encodeAny = (value: string) =>
  value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

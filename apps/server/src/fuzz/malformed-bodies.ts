/**
 * Malformed input for every write route, from the routes' own OpenAPI schemas: a body that is almost right
 * with one field wrong (another type, too long, a control character, a huge or negative number, junk
 * nested deep), bodies that are not objects at all, raw text that is not JSON, and junk path ids.
 * Deterministic for a seed, so a 5xx it finds can be sent again.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  default?: unknown;
};

export type Payload = { body: string; contentType: string };

/** A small seeded generator (mulberry32): the same seed sends the same bodies. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}
type Rng = ReturnType<typeof seeded>;

const typeOf = (s: JsonSchema): string => {
  if (s.enum?.length) return 'enum';
  if (s.const !== undefined) return 'const';
  const first = s.anyOf ?? s.oneOf ?? s.allOf;
  if (first?.length) return typeOf(first[0]!);
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return t ?? 'object';
};
const unwrap = (s: JsonSchema): JsonSchema => {
  const list = s.anyOf ?? s.oneOf ?? s.allOf;
  return list?.length ? unwrap(list.find((x) => x.type !== 'null') ?? list[0]!) : s;
};

/** A plausible value for a schema: what a well-behaved client would send. */
export function plausible(schema: JsonSchema, depth = 0): unknown {
  const s = unwrap(schema);
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'enum':
      return s.enum![0];
    case 'const':
      return s.const;
    case 'string':
      return 'a'.repeat(Math.max(1, Math.min(s.minLength ?? 1, 8)));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items && depth < 4 ? [plausible(s.items, depth + 1)] : [];
    default: {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const [name, p] of Object.entries(s.properties ?? {})) out[name] = plausible(p, depth + 1);
      return out;
    }
  }
}

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: [deep(levels - 1)] });

/** Values that are wrong somewhere for almost any field. */
const WRONG_VALUES: readonly (() => unknown)[] = [
  () => null,
  () => '',
  () => 'x\u0000y',
  () => '\u202e\u0007\u001b[31m',
  () => 'ㄱ'.repeat(10_001),
  () => '😀'.repeat(300),
  () => -1,
  () => 0,
  () => 1.5,
  () => 2 ** 53 + 2,
  () => -(2 ** 63),
  () => 1e308,
  () => '1e9999',
  () => true,
  () => [],
  () => [null, 'x', 1],
  () => ({}),
  () => JSON.parse('{"__proto__":{"admin":true}}'),
  () => ({ constructor: { prototype: { polluted: 1 } } }),
  () => deep(60),
  () => '2026-02-30',
  () => '../../etc/passwd',
  () => "' or 1=1 --",
  () => '<script>alert(1)</script>',
];

/** Keys of a schema's object, walked to any depth: the places one wrong value can go. */
function fieldPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  const s = unwrap(schema);
  const out: string[][] = [];
  if (depth > 4) return out;
  for (const [name, p] of Object.entries(s.properties ?? {})) {
    out.push([...prefix, name]);
    const inner = unwrap(p);
    if (typeOf(inner) === 'object') out.push(...fieldPaths(inner, [...prefix, name], depth + 1));
    if (typeOf(inner) === 'array' && inner.items && typeOf(unwrap(inner.items)) === 'object') {
      out.push(...fieldPaths(unwrap(inner.items), [...prefix, name, '0'], depth + 1));
    }
  }
  return out;
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Record<string, unknown> =
    target && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  if (Array.isArray(target)) {
    const list = [...target];
    list[Number(head)] = setAt(list[Number(head)], rest, value);
    return list;
  }
  base[head] = setAt(base[head], rest, value);
  return base;
}

/** Sent as application/json: JSON cut short or with a stray comma, control bytes, no object, a huge string. */
const RAW_JSON_BODIES = [
  '{',
  '{"a":1,}',
  '\u0000\u0001\u0002',
  'null',
  '"text"',
  '[1,2,3]',
  '123',
  `{"a":"${'b'.repeat(200_000)}"}`,
];

const RAW_BODIES: readonly Payload[] = [
  ...RAW_JSON_BODIES.map((body) => ({ body, contentType: 'application/json' })),
  { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { body: '<xml/>', contentType: 'text/xml' },
  { body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  { body: '{"a":1}', contentType: 'text/plain' },
];

/** One malformed payload for a route's body schema. */
export function malformedPayload(schema: JsonSchema | undefined, rng: Rng): Payload {
  const roll = rng.next();
  if (roll < 0.12 || !schema) return rng.pick(RAW_BODIES);
  const base = plausible(schema);
  if (roll < 0.2) return json(rng.pick(WRONG_VALUES)());
  const paths = fieldPaths(schema);
  if (paths.length === 0) return json(rng.pick(WRONG_VALUES)());
  let body = base;
  // Mostly one wrong field; sometimes two or three at once, or one left out.
  const count = roll < 0.8 ? 1 : 1 + Math.floor(rng.next() * 3);
  for (let i = 0; i < count; i++) {
    const path = rng.pick(paths);
    body = rng.next() < 0.15 ? without(body, path) : setAt(body, path, rng.pick(WRONG_VALUES)());
  }
  return json(body);
}

function without(body: unknown, path: string[]): unknown {
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], body);
  if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[path.at(-1)!];
  return body;
}

const json = (value: unknown): Payload => ({ body: JSON.stringify(value), contentType: 'application/json' });

/** Junk and edge ids for a path parameter. */
export const PATH_VALUES = ['1', '2', '0', '-1', 'abc', '99999999999999999999', '1.5', '%00', '%2e%2e', 'ㄱ'];

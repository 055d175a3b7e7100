import fc from 'fast-check';
import { ERROR_CODES, type ErrorCode } from '@nivas/domain';
import type { InjectOptions } from 'fastify';
import { BODY_LIMIT_BYTES } from './app';
import { brokenJson, junkKeys, toJsonText, withValues, wrongContentTypes } from '../test/malformed';
import { JPEG, MAX_PHOTO_BYTES, type Target } from './fuzz-test-setup';

/**
 * The malformed requests made from one route's plan, and the check that a refusal is a 4xx
 * naming the problem, for fuzz-malformed-requests.test.ts.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One malformed request and how its refusal must name the problem. */
interface Attempt {
  what: string;
  request: InjectOptions;
  names: RegExp;
}

const TOO_LARGE = /Request body is too large/;
const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'i');

/** Everything that may be sent to one route, valid request aside. */
export function attempts(method: string, target: Target): fc.Arbitrary<Attempt> {
  const at = (
    what: string,
    names: RegExp,
    options: { url?: string; payload?: string | Buffer; type?: string },
  ): Attempt => ({
    what,
    names,
    request: {
      method: method as InjectOptions['method'],
      url: options.url ?? target.url,
      headers: {
        ...target.admin.auth,
        ...(options.type ? { 'content-type': options.type } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    },
  });
  const validText = target.body ? toJsonText(target.body) : '{}';
  const choices: fc.WeightedArbitrary<Attempt>[] = [];

  const withId = (id: string) =>
    target.url.replace(/(\/api\/v1\/(?:admin\/)?[\w-]+\/)[^/]+/, `$1${id}`);
  if (target.idNames) {
    const badId = fc.oneof(
      fc
        .string({ minLength: 1, maxLength: 64 })
        // "." and ".." are no ids: the URL's dot segments, resolved before routing (PUT
        // /tenants/./vacate is PUT /tenants/vacate).
        .filter((s) => !/^[0-9a-f-]{36}$/i.test(s) && s !== '.' && s !== '..')
        .map((id) => ({ id, names: target.idNames! })),
      fc.integer({ min: 65, max: 3000 }).map((n) => ({
        id: 'a'.repeat(n),
        names: anyOf(target.idNames!, /^id: .*64/, /id in the address is too long/),
      })),
      fc.uuid({ version: 4 }).map((id) => ({ id, names: target.idNames! })),
      fc.constantFrom(...(target.badIds ?? [])),
    );
    const payload = target.isPhoto ? JPEG : target.body ? validText : undefined;
    const type = target.isPhoto ? 'image/jpeg' : target.body ? 'application/json' : undefined;
    choices.push({
      weight: 2,
      arbitrary: badId.map(({ id, names }) =>
        at(`id ${JSON.stringify(id.slice(0, 80))}`, names, {
          url: withId(encodeURIComponent(id)),
          payload,
          type,
        }),
      ),
    });
    choices.push({
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', 'a%00b%').map((raw) =>
        at(`id with a broken escape ${raw}`, anyOf(/address is not valid/, target.idNames!), {
          url: withId(raw),
          payload,
          type,
        }),
      ),
    });
  }

  if (target.isPhoto) {
    const magic = (b: Uint8Array) =>
      (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
      Buffer.from(b.subarray(0, 8)).equals(PNG_SIGNATURE);
    choices.push(
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            fc.oneof(
              fc.uint8Array({ maxLength: 2048 }).filter((b) => !magic(b)),
              fc.constantFrom(Buffer.from([0xff, 0xd8, 0xff]), PNG_SIGNATURE),
              fc.string({ maxLength: 100 }).map((s) => Buffer.from(s)),
            ),
            fc.constantFrom('image/jpeg', 'image/png', 'application/json', 'text/plain', undefined),
          )
          .map(([bytes, type]) =>
            at(`not an image (${bytes.length} bytes, ${type})`, /JPEG or PNG/, {
              payload: Buffer.from(bytes),
              type,
            }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(1, 100_000, 256 * 1024, 256 * 1024 + 1, 1024 * 1024)
          .map((over) =>
            at(`a photo ${over} bytes over 2 MB`, /at most 2 MB|too large/, {
              payload: Buffer.concat([JPEG, Buffer.alloc(MAX_PHOTO_BYTES + over - JPEG.length)]),
              type: 'image/jpeg',
            }),
          ),
      },
    );
    return fc.oneof(...choices);
  }

  if (target.body && target.fields) {
    const fields = target.fields;
    const knownKeys = Object.keys(target.body).concat(fields.map((f) => f.key.split('.')[0]!));
    choices.push(
      {
        weight: 8,
        arbitrary: fc
          .uniqueArray(fc.constantFrom(...fields), {
            minLength: 1,
            maxLength: 3,
            selector: (f) => f.key,
          })
          .chain((broken) =>
            fc.tuple(
              fc.constant(broken),
              fc.tuple(...broken.map((f) => f.invalid)),
              fc.oneof(
                { weight: 2, arbitrary: fc.constant(null) },
                { weight: 1, arbitrary: junkKeys(knownKeys) },
              ),
            ),
          )
          .map(([broken, values, junk]) => {
            const body = {
              ...withValues(
                target.body!,
                broken.map((f, i) => [f.key, values[i]]),
              ),
              ...junk,
            };
            const names = anyOf(
              ...broken.map((f) => f.names),
              ...(junk ? [/Unrecognized key|not valid JSON|_id must match/] : []),
              TOO_LARGE,
            );
            return at(`broken ${broken.map((f) => f.key).join(', ')}`, names, {
              payload: toJsonText(body),
              type: 'application/json',
            });
          }),
      },
      {
        weight: 1,
        arbitrary: junkKeys(knownKeys).map((junk) =>
          at(
            `unknown fields ${Object.keys(junk).join(', ')}`,
            /Unrecognized key|not valid JSON|_id must match/,
            {
              payload: toJsonText({ ...target.body, ...junk }),
              type: 'application/json',
            },
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
            fc.string({ maxLength: 20 }),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.constant([target.body]),
          )
          .map((value) =>
            at(`a JSON ${Array.isArray(value) ? 'array' : typeof value}`, /expected object/, {
              payload: JSON.stringify(value),
              type: 'application/json',
            }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...wrongContentTypes, undefined).map((type) =>
          at(`content type ${type}`, /Unsupported Media Type|expected object/, {
            payload: Buffer.from(validText),
            type,
          }),
        ),
      },
    );
  } else {
    // A route without a body: a body that is not JSON, or of a type it does not take, is refused.
    choices.push({
      weight: 1,
      arbitrary: fc
        .constantFrom(...wrongContentTypes.filter((t) => t !== 'text/plain'))
        .map((type) =>
          at(`content type ${type}`, /Unsupported Media Type/, { payload: 'x=1', type }),
        ),
    });
  }

  choices.push(
    {
      weight: 1,
      arbitrary: brokenJson(validText).map((text) =>
        at(`broken JSON ${JSON.stringify(text.slice(0, 60))}`, /not valid JSON/, {
          payload: text,
          type: 'application/json',
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom('application/json', undefined))
        .map(([over, type]) => {
          const filler = 'x'.repeat(BODY_LIMIT_BYTES + over);
          const payload = target.body
            ? toJsonText({ ...target.body, description: filler })
            : JSON.stringify({ filler });
          return at(`a body ${over} bytes over the limit`, /too large|Unsupported Media Type/, {
            payload: type ? payload : Buffer.from(payload),
            type,
          });
        }),
    },
  );
  return fc.oneof(...choices);
}

export function refusal(
  response: { statusCode: number; body: string },
  names: RegExp,
): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  }
  let json: { success?: unknown; error?: unknown; code?: unknown };
  try {
    json = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (
    json.success !== false ||
    typeof json.error !== 'string' ||
    !ERROR_CODES.includes(json.code as ErrorCode)
  ) {
    return `answered ${response.statusCode} without {success: false, error, code}: ${response.body.slice(0, 200)}`;
  }
  if (!names.test(json.error)) {
    return `answered ${response.statusCode} "${json.error}", which does not name the problem (${names})`;
  }
  return null;
}

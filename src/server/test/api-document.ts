import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { App } from '../app.ts';
import { AUTH_BASE_PATH, AUTH_ENDPOINTS } from '../modules/auth/routes.ts';

/**
 * The API document as tests read it: every operation the server declares, so that a test built from
 * it covers a new endpoint the day it is mounted.
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };

export type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

export type ApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
};

/** One operation: its method, its path template (/api/reviews/{id}) and its declaration. */
export type DocumentedOperation = {
  /** "METHOD /path/{template}", as the tables of the tests name it. */
  name: string;
  method: string;
  path: string;
  op: OperationObject;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function readApiDocument(app: App): Promise<ApiDocument> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`the API document answered ${res.status}`);
  return (await res.json()) as ApiDocument;
}

/**
 * Every operation the server answers under /api: the document's, and the sign-in service's endpoints
 * the /api/auth mount lets through (which the document does not list).
 */
export function documentedOperations(doc: ApiDocument): DocumentedOperation[] {
  const out: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
    }
  return [...out, ...authOperations()];
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;

/** The mount's allow-list, described as the document describes an operation. */
function authOperations(): DocumentedOperation[] {
  return AUTH_ENDPOINTS.map((endpoint) => {
    const path = `${AUTH_BASE_PATH}${endpoint.path}`;
    const op: OperationObject = {};
    if (endpoint.method === 'GET') {
      const query = jsonSchema(endpoint.query);
      op.parameters = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
        in: 'query',
        name,
        required: query.required?.includes(name) ?? false,
        schema,
      }));
    } else op.requestBody = { content: { 'application/json': { schema: jsonSchema(endpoint.body) } } };
    return { name: `${endpoint.method} ${path}`, method: endpoint.method, path, op };
  });
}

export const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/**
 * encodeURIComponent, also for text it refuses (a lone surrogate): that is sent as the bytes of one,
 * which are not valid UTF-8 either.
 */
export function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** Fills each {param} of the template with its value (URL-encoded unless told otherwise). */
export function fillPath(path: string, values: Record<string, string>, encode = true): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = values[name] ?? randomUUID();
    return encode ? encodePart(v) : v;
  });
}

export const jsonBodySchema = (op: OperationObject) => op.requestBody?.content?.['application/json']?.schema;

/**
 * A value the schema accepts, as small as it allows: required fields only, first choices. Addresses
 * point at a closed local port, so a check that fetches one fails at once instead of going out.
 */
export function sample(schema: Schema | undefined, doc: ApiDocument, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) return sample(doc.components?.schemas?.[schema.$ref.split('/').at(-1)!], doc, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice) return sample(choice.find((s) => s.type !== 'null') ?? choice[0], doc, depth + 1);
  if (schema.allOf)
    return Object.assign(
      {},
      ...schema.allOf.map((s) => sample(s, doc, depth + 1) as Record<string, unknown>),
    );
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], doc, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, doc, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'uri' || schema.format === 'url') return 'http://127.0.0.1:9/a.png';
      return 'Sample text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 200);
    default:
      return 'Sample text';
  }
}

/** The declared properties of a body schema (following one $ref), for mutating one at a time. */
export function bodyProperties(schema: Schema | undefined, doc: ApiDocument): string[] {
  if (!schema) return [];
  if (schema.$ref) return bodyProperties(doc.components?.schemas?.[schema.$ref.split('/').at(-1)!], doc);
  if (schema.allOf) return schema.allOf.flatMap((s) => bodyProperties(s, doc));
  return Object.keys(schema.properties ?? {});
}

import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';

/** A catalogue file as written: flat ICU MessageFormat texts by key (`common.nav.signIn`). */
export type SourceCatalogue = Record<string, string>;
/** The same, compiled to Lingui's arrays, which its runtime formats without parsing. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * A language's catalogue of a namespace with English's beneath it: a message the language has not
 * been given yet reads in English, never in another language (third-language.test.ts). Every
 * language the product ships has all of English's keys (catalogues.test.ts), so this matters while a
 * language is being written.
 */
export function overEnglish(english: SourceCatalogue, own: SourceCatalogue | undefined): SourceCatalogue {
  if (own === undefined) return english;
  return Object.keys(english).every((key) => key in own) ? own : { ...english, ...own };
}

/** Compiles every message; throws, naming the key, on one that is not valid ICU. */
export function compileCatalogue(source: SourceCatalogue): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      out[key] = compileMessageOrThrow(message);
    } catch (err) {
      throw new Error(`The message ${key} is not valid ICU: ${(err as Error).message}`);
    }
  }
  return out;
}

/** What a variable of a message must be given: a plural's count is a number. */
export type VariableKind = 'number' | 'string' | 'text';

/** A message's variables (`{name}` → text, `{count, plural, …}` → number) and its `<0>` tags. */
export function messageShape(message: string): {
  variables: Map<string, VariableKind>;
  tags: Set<string>;
  plurals: { name: string; forms: string[] }[];
} {
  const variables = new Map<string, VariableKind>();
  const plurals: { name: string; forms: string[] }[] = [];
  const tags = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens as CompiledMessageToken[]) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(/<\/?(\d+)\/?>/g)) tags.add(tag!);
        continue;
      }
      const [name, type, format] = token;
      const kind: VariableKind =
        type === 'plural' || type === 'selectordinal' || type === 'number'
          ? 'number'
          : type === 'select'
            ? 'string'
            : 'text';
      if (variables.get(name) !== 'number') variables.set(name, kind);
      if (format && typeof format === 'object') {
        const forms = Object.keys(format).filter((form) => form !== 'offset');
        if (type === 'plural' || type === 'selectordinal') plurals.push({ name, forms });
        for (const form of forms) visit((format as Record<string, CompiledMessage>)[form]!);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return { variables, tags, plurals };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

/**
 * schema.org's vocabulary as schema-dts ships it: its declaration file is generated from schema.org's
 * own vocabulary file, one `XxxBase` interface per class with the properties whose domain is that
 * class, `extends` for its superclasses, an `XxxLeaf` naming the class in "@type", and for each class
 * an alias listing its subclasses (and, for enumerations, their members). Read at test time with the
 * TypeScript parser, so the check is the vocabulary itself and not a list of words kept by hand.
 */

type Range = readonly ts.TypeNode[];

export type Vocabulary = {
  /** Every class ("@type" value) schema.org defines. */
  classes: ReadonlySet<string>;
  /** The properties valid on a class: its own and every superclass's. Undefined for an unknown class. */
  propertiesOf(type: string): ReadonlyMap<string, Range> | undefined;
  /** Every problem with a JSON-LD document: unknown types, unknown or misplaced properties, values out of range. */
  validate(doc: unknown): string[];
};

const SCHEMA = 'https://schema.org/';
const KEYWORDS = new Set(['@context', '@type', '@id', '@graph']);

export function loadVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);

  /** `XxxBase` → the bases it extends and the properties it declares. */
  const bases = new Map<string, { parents: string[]; properties: Map<string, ts.TypeNode> }>();
  /** Class name → the bases its Leaf extends (its own Base, or its superclass's when it adds no property). */
  const leaves = new Map<string, string[]>();
  /** Leaf interface name → class name, to turn alias members into classes. */
  const leafClass = new Map<string, string>();
  const aliases = new Map<string, ts.TypeNode>();

  const refName = (node: ts.Node): string | undefined =>
    ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)
      ? node.typeName.text
      : ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)
        ? node.expression.text
        : undefined;
  const propName = (m: ts.TypeElement) =>
    m.name && (ts.isStringLiteral(m.name) || ts.isIdentifier(m.name)) ? m.name.text : undefined;
  /** Every `XxxBase` named anywhere in a node (`extends A, B`, `Omit<RoleBase, P> & {...}`). */
  const basesIn = (node: ts.Node): string[] => {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      const name = refName(n);
      if (name?.endsWith('Base')) found.push(name);
      n.forEachChild(visit);
    };
    visit(node);
    return found;
  };
  const typeLiteralOf = (members: readonly ts.TypeElement[]) => {
    const at = members.find((m) => propName(m) === '@type');
    return at && ts.isPropertySignature(at) && at.type && ts.isLiteralTypeNode(at.type)
      ? ts.isStringLiteral(at.type.literal)
        ? at.type.literal.text
        : undefined
      : undefined;
  };

  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      const name = statement.name.text;
      const parents = (statement.heritageClauses ?? []).flatMap((h) => h.types.flatMap(basesIn));
      const atType = typeLiteralOf(statement.members);
      if (atType) {
        leaves.set(atType, parents);
        leafClass.set(name, atType);
      } else if (name.endsWith('Base')) {
        const properties = new Map<string, ts.TypeNode>();
        for (const m of statement.members) {
          const p = propName(m);
          if (p && ts.isPropertySignature(m) && m.type) properties.set(p, m.type);
        }
        bases.set(name, { parents, properties });
      }
    } else if (ts.isTypeAliasDeclaration(statement)) {
      const name = statement.name.text;
      aliases.set(name, statement.type);
      // The Role classes' leaves are aliases: Omit<RoleBase, P> & { "@type": "Role" } & ...
      if (name.endsWith('Leaf') && ts.isIntersectionTypeNode(statement.type)) {
        for (const part of statement.type.types) {
          const atType = ts.isTypeLiteralNode(part) ? typeLiteralOf(part.members) : undefined;
          if (atType) {
            leaves.set(atType, basesIn(statement.type));
            leafClass.set(name, atType);
          }
        }
      }
    }
  }

  const propertyCache = new Map<string, Map<string, ts.TypeNode[]>>();
  function propertiesOf(type: string) {
    const cached = propertyCache.get(type);
    if (cached) return cached;
    const parents = leaves.get(type);
    if (!parents) return undefined;
    const all = new Map<string, ts.TypeNode[]>();
    const seen = new Set<string>();
    const walk = (base: string) => {
      if (seen.has(base)) return;
      seen.add(base);
      const b = bases.get(base);
      if (!b) return;
      for (const [p, range] of b.properties) all.set(p, [...(all.get(p) ?? []), range]);
      b.parents.forEach(walk);
    };
    parents.forEach(walk);
    propertyCache.set(type, all);
    return all;
  }

  /** What a property's range admits, found by following its aliases down to classes and literals. */
  type Accepts = {
    classes: Set<string>;
    literals: Set<string>;
    anyString: boolean;
    numericString: boolean;
    number: boolean;
    boolean: boolean;
    reference: boolean;
  };
  const acceptsCache = new Map<ts.TypeNode, Accepts>();
  function accepts(range: ts.TypeNode): Accepts {
    const cached = acceptsCache.get(range);
    if (cached) return cached;
    const a: Accepts = {
      classes: new Set(),
      literals: new Set(),
      anyString: false,
      numericString: false,
      number: false,
      boolean: false,
      reference: false,
    };
    const seen = new Set<string>();
    const visit = (node: ts.TypeNode) => {
      if (ts.isUnionTypeNode(node)) return node.types.forEach(visit);
      if (ts.isParenthesizedTypeNode(node)) return visit(node.type);
      if (ts.isArrayTypeNode(node)) return visit(node.elementType);
      if (ts.isTypeOperatorNode(node)) return visit(node.type);
      if (node.kind === ts.SyntaxKind.StringKeyword) a.anyString = true;
      else if (node.kind === ts.SyntaxKind.NumberKeyword) a.number = true;
      else if (node.kind === ts.SyntaxKind.BooleanKeyword) a.boolean = true;
      else if (ts.isTemplateLiteralTypeNode(node)) a.numericString = true;
      else if (ts.isLiteralTypeNode(node)) {
        if (ts.isStringLiteral(node.literal)) a.literals.add(node.literal.text);
        else if (
          node.literal.kind === ts.SyntaxKind.TrueKeyword ||
          node.literal.kind === ts.SyntaxKind.FalseKeyword
        )
          a.boolean = true;
      } else if (ts.isTypeReferenceNode(node)) {
        const name = refName(node);
        if (!name || seen.has(name)) return;
        seen.add(name);
        if (name === 'SchemaValue' || name === 'Role') node.typeArguments?.slice(0, 1).forEach(visit);
        else if (name === 'IdReference') a.reference = true;
        else if (leafClass.has(name)) a.classes.add(leafClass.get(name)!);
        else if (aliases.has(name)) visit(aliases.get(name)!);
      }
    };
    visit(range);
    acceptsCache.set(range, a);
    return a;
  }

  const typesOf = (node: Record<string, unknown>): unknown[] =>
    Array.isArray(node['@type']) ? node['@type'] : [node['@type']];

  function validate(doc: unknown): string[] {
    const problems: string[] = [];
    const checkValue = (value: unknown, ranges: readonly ts.TypeNode[], where: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => checkValue(v, ranges, `${where}[${i}]`));
      const admitted = ranges.map(accepts);
      const ok = (test: (a: Accepts) => boolean) => admitted.some(test);
      if (typeof value === 'string') {
        const fits =
          ok((a) => a.literals.has(value)) ||
          // A schema.org address where the range has enumeration members must be one of them:
          // an invented specialty is refused even though a Thing may always be given as a URL.
          (!value.startsWith(SCHEMA) && ok((a) => a.anyString)) ||
          (value.startsWith(SCHEMA) && ok((a) => a.anyString && a.literals.size === 0)) ||
          (/^-?\d+(\.\d+)?$/.test(value) && ok((a) => a.numericString));
        if (!fits) problems.push(`${where}: the text ${JSON.stringify(value)} is not in its range`);
      } else if (typeof value === 'number') {
        if (!ok((a) => a.number)) problems.push(`${where}: a number is not in its range`);
      } else if (typeof value === 'boolean') {
        if (!ok((a) => a.boolean)) problems.push(`${where}: a true/false is not in its range`);
      } else if (value && typeof value === 'object') {
        const node = value as Record<string, unknown>;
        if (!('@type' in node)) {
          const onlyId = Object.keys(node).every((k) => k === '@id');
          if (!(onlyId && ok((a) => a.reference))) problems.push(`${where}: a node without "@type"`);
          return;
        }
        for (const t of typesOf(node))
          if (typeof t === 'string' && leaves.has(t) && !ok((a) => a.classes.has(t)))
            problems.push(`${where}: a ${t} is not in its range`);
        checkNode(node, where);
      } else {
        problems.push(`${where}: ${String(value)} is no JSON-LD value`);
      }
    };
    const checkNode = (node: Record<string, unknown>, where: string) => {
      const types = typesOf(node);
      const known = types.filter((t): t is string => typeof t === 'string' && leaves.has(t));
      for (const t of types)
        if (!known.includes(t as string)) problems.push(`${where}: "${String(t)}" is not a schema.org type`);
      if (!known.length) return;
      for (const [key, value] of Object.entries(node)) {
        if (KEYWORDS.has(key)) continue;
        const ranges = known.flatMap((t) => propertiesOf(t)?.get(key) ?? []);
        if (!ranges.length) {
          problems.push(`${where}.${key}: not a property of ${known.join(', ')} or a supertype`);
          continue;
        }
        checkValue(value, ranges, `${where}.${key}`);
      }
    };
    const checkTop = (doc: unknown, where: string) => {
      if (Array.isArray(doc)) return doc.forEach((d, i) => checkTop(d, `${where}[${i}]`));
      if (!doc || typeof doc !== 'object') return problems.push(`${where}: not a JSON-LD object`);
      const node = doc as Record<string, unknown>;
      if (node['@context'] !== undefined && node['@context'] !== 'https://schema.org')
        problems.push(`${where}: "@context" is not https://schema.org`);
      if (Array.isArray(node['@graph'])) return checkTop(node['@graph'], `${where}["@graph"]`);
      checkNode(node, where);
    };
    checkTop(doc, '$');
    return problems;
  }

  return { classes: new Set(leaves.keys()), propertiesOf, validate };
}

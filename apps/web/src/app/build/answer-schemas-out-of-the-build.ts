import { join } from 'node:path';
import { normalizePath, parseSync, Visitor, type Plugin } from 'vite';

/**
 * `source` without the `schema` of its `request(url, { schema: fooSchema, … })` calls (the
 * property and its comma); undefined when it has none. Only a `schema` written in the object
 * literal of the call is seen.
 */
export function withoutAnswerSchemas(source: string, file: string): string | undefined {
  const cuts: [number, number][] = [];
  new Visitor({
    CallExpression(call) {
      const options = call.arguments[1];
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'request') return;
      if (options?.type !== 'ObjectExpression') return;
      const { properties } = options;
      properties.forEach((property, index) => {
        const isSchema =
          property.type === 'Property' &&
          !property.computed &&
          property.key.type === 'Identifier' &&
          property.key.name === 'schema';
        if (!isSchema) return;
        // The property and the comma after it (or before it, when it is the last).
        const next = properties[index + 1];
        const previous = properties[index - 1];
        if (next) cuts.push([property.start, next.start]);
        else if (previous) cuts.push([previous.end, property.end]);
        else cuts.push([property.start, property.end]);
      });
    },
  }).visit(parseSync(file, source).program);
  if (cuts.length === 0) return undefined;
  let result = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
    result = result.slice(0, start) + result.slice(end);
  }
  return result;
}

/**
 * Outside production `request()` parses each answer with the contract's schema its call passes
 * (`request(url, { schema: fooSchema, … })`, decision 066). The production build takes the
 * `schema` out of every such call of the app's sources, so that the schemas are not loaded for
 * it: `@pulso/contracts` declares no side effects, and a contract module none of whose names is
 * left used is left out of the bundle, zod with it (the first pages' scripts, issue 11 and
 * decision 066).
 */
export function answerSchemasOutOfTheBuild(): Plugin {
  const sources = `${normalizePath(join(import.meta.dirname, '../..'))}/`;
  return {
    name: 'pulso:answer-schemas-out-of-the-build',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /\.tsx?$/, code: 'schema' },
      handler(code, id) {
        if (!id.startsWith(sources)) return undefined;
        const result = withoutAnswerSchemas(code, id);
        return result === undefined ? undefined : { code: result, map: null };
      },
    },
  };
}

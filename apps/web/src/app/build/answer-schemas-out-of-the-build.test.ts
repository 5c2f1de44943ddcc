import { describe, expect, it } from 'vitest';
import { withoutAnswerSchemas } from './answer-schemas-out-of-the-build.ts';

describe('the answer schemas out of the production build (decision 066)', () => {
  it("takes the schema out of a request's options, first, middle or alone", () => {
    const source = [
      "import { aSchema, bSchema, type A } from '@pulso/contracts/a';",
      '// A comment with accents before the calls: sesión, diretório.',
      'export const a = (): Promise<A> => request(url, { schema: aSchema, blocking: false });',
      'export const b = () =>',
      '  request(url, {',
      "    method: 'POST',",
      '    schema: bSchema,',
      '    body,',
      '  });',
      'export const c = () => request(url, { schema: aSchema });',
      'export const d = () => request(url, { signal, schema: aSchema });',
    ].join('\n');
    expect(withoutAnswerSchemas(source, 'a-api.ts')).toBe(
      [
        "import { aSchema, bSchema, type A } from '@pulso/contracts/a';",
        '// A comment with accents before the calls: sesión, diretório.',
        'export const a = (): Promise<A> => request(url, { blocking: false });',
        'export const b = () =>',
        '  request(url, {',
        "    method: 'POST',",
        '    body,',
        '  });',
        'export const c = () => request(url, {  });',
        'export const d = () => request(url, { signal });',
      ].join('\n'),
    );
  });

  it('leaves every other call and object alone', () => {
    const source = [
      'const options = { schema: aSchema };',
      'useForm({ schema: aSchema });',
      'request(url, options);',
      'client.request(url, { schema: aSchema });',
    ].join('\n');
    expect(withoutAnswerSchemas(source, 'b.tsx')).toBeUndefined();
  });
});

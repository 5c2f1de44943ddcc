import { describe, expect, it } from 'vitest';
import es from '../../../apps/web/public/assets/i18n/es.json' with { type: 'json' };
import ptBr from '../../../apps/web/public/assets/i18n/pt-br.json' with { type: 'json' };
import { alertKeyOf, alerts, joinAlertMessages } from './alerts.ts';

function lookup(dictionary: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[part];
  }, dictionary);
}

describe('spec §8 alerts', () => {
  it('finds the key of each original English alert, and the key has a text in every language', () => {
    const originals = Object.values(alerts).map((alert) => alert.original);
    expect(new Set(originals).size).toBe(originals.length);
    expect(Object.keys(alertKeyOf).sort()).toEqual([...originals].sort());
    for (const alert of Object.values(alerts)) {
      expect(alertKeyOf[alert.original]).toBe(alert.key);
      // es-MX falls back to es for these.
      for (const [language, file] of [
        ['es', es],
        ['pt-br', ptBr],
      ] as const) {
        const text = lookup(file, alert.key);
        expect(typeof text === 'string' ? text.trim() : text, `${language}: ${alert.key}`).toMatch(
          /\w/,
        );
        // A translation, not the English original left as it was.
        expect(text, `${language}: ${alert.key}`).not.toBe(alert.original);
      }
    }
  });

  it('joins the messages of "CANNOT CREATE ACCOUNT" with commas', () => {
    expect(joinAlertMessages(['CRM suspenso', 'E-mail já cadastrado'])).toBe(
      'CRM suspenso, E-mail já cadastrado',
    );
    expect(joinAlertMessages([' a ', '', 'a', 'b'])).toBe('a, b');
    expect(joinAlertMessages(undefined)).toBe('');
  });
});

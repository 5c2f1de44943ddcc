import { describe, expect, it } from 'vitest';
import { alertKeyOf, alerts, joinAlertMessages } from './alerts.ts';

describe('spec §8 alerts', () => {
  it('gives each original English alert a translation key', () => {
    expect(alertKeyOf).toEqual({
      'CANNOT CREATE ACCOUNT': 'alerts.cannotCreateAccount',
      'ERROR OCCURRED WITH YOUR AUTHENTICATION': 'alerts.authenticationError',
      'ERROR READING GIGYA LOGIN DATA': 'alerts.gigyaLoginData',
      'ERROR ON initGigyaRegister': 'alerts.initGigyaRegister',
    });
    for (const alert of Object.values(alerts)) expect(alertKeyOf[alert.original]).toBe(alert.key);
  });

  it('joins the messages of "CANNOT CREATE ACCOUNT" with commas', () => {
    expect(joinAlertMessages(['CRM suspenso', 'E-mail já cadastrado'])).toBe(
      'CRM suspenso, E-mail já cadastrado',
    );
    expect(joinAlertMessages([' a ', '', 'a', 'b'])).toBe('a, b');
    expect(joinAlertMessages(undefined)).toBe('');
  });
});

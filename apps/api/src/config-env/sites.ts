// The seven country sites: their hosts, approval codes, identity keys, cookie consent and tag manager.
import { z } from 'zod';
import { perCountry, upper, withDefault } from '../platform/config-variables.ts';
import { countryLinks, positiveInteger, publicHosts, text } from '../platform/env-values.ts';

/** Empty, or an id made of letters, digits and dashes (it goes into a script address). */
const oneTrustId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]*$/, 'must be a OneTrust id (letters, digits, dashes) or empty');
const tagManagerId = z
  .string()
  .trim()
  .regex(/^(GTM-[A-Z0-9]+)?$/, 'must be a Google Tag Manager id (GTM-…) or empty');

export const sitesEnv = {
  PUBLIC_HOSTS: withDefault(
    'PUBLIC_HOSTS',
    publicHosts,
    '',
    "Each country's public host name, e.g. pulso.com.mx=mx,pulso.com.br=br: links in mails, certificates and canonical URLs name it (https; a loopback name with its port, e.g. website-mx.localhost:4173=mx, is a test rig's and http). Production refuses to start unless every country has one; elsewhere website-XX.* hosts need no entry.",
  ),
  ...perCountry(
    'APPROVAL_CODE',
    (code) => `DEMO-${upper(code)}-APPROVAL`,
    'Approval code printed in the country footer.',
  ),
  REGULATORY_APPROVAL_CODE_MX: withDefault(
    'REGULATORY_APPROVAL_CODE_MX',
    text,
    'DEMO-MX-COFEPRIS',
    'Mexico regulatory (COFEPRIS) approval code.',
  ),
  ...perCountry(
    'IDP_API_KEY',
    (code) => `pulso-${code}`,
    'Identity-provider API key of the country.',
  ),
  ...perCountry(
    'CONSENT_KEY',
    () => '',
    'OneTrust cookie-consent script id of the country ("-test" is appended outside production); empty: the self-hosted banner.',
    oneTrustId,
  ),
  ...perCountry(
    'ANALYTICS_ID',
    () => '',
    'Google Tag Manager container id (GTM-…) of the country host; empty: ANALYTICS_DEFAULT_ID.',
    tagManagerId,
  ),
  ...perCountry(
    'COUNTRY_LINKS',
    () => '',
    "Addresses of the country profile's external links, e.g. contact=https://pulso.example/contacto,reportSideEffect=mailto:fv@pulso.example (names: corporateSite, terms, privacy, contact, pharmaceuticals, reportSideEffect, technicalComplaint); links not named keep the profile's (Pulso's fictitious corporate pages).",
    countryLinks,
  ),
  ANALYTICS_DEFAULT_ID: withDefault(
    'ANALYTICS_DEFAULT_ID',
    tagManagerId,
    '',
    'Google Tag Manager container id for hosts without their own; empty: no tag manager loads.',
  ),
  CONSENT_POLICY_REVISION: withDefault(
    'CONSENT_POLICY_REVISION',
    positiveInteger,
    '1',
    'Revision of the cookie policy; raising it asks every visitor for consent again.',
  ),
};

// Every environment variable the server reads: its value's rule, default and description (the
// README's configuration table is generated from these, `npm run docs:config`). config.ts turns
// the parsed values into the server's Config and adds the rules between variables.
// The variables are declared by area in config-env/, in the order of the README's table.
import { z } from 'zod';
import { serverEnv } from './config-env/server.ts';
import { sitesEnv } from './config-env/sites.ts';
import { securityEnv } from './config-env/security.ts';
import { licencesDocfinderEnv } from './config-env/licences-docfinder.ts';
import { mailIdentityEnv } from './config-env/mail-identity.ts';
import { trainingEventsMediaEnv } from './config-env/training-events-media.ts';

export const envSchema = z.object({
  ...serverEnv,
  ...sitesEnv,
  ...securityEnv,
  ...licencesDocfinderEnv,
  ...mailIdentityEnv,
  ...trainingEventsMediaEnv,
});

export type Env = z.output<typeof envSchema>;

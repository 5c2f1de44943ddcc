// Writes src/app/theme-variables.css from src/app/theme.ts (`npm run theme-variables -w apps/web`
// after a change of the theme; theme-variables.test.ts fails until it is run).
import { writeFileSync } from 'node:fs';
import { themeVariablesCss } from '../src/app/theme-variables.ts';

const target = new URL('../src/app/theme-variables.css', import.meta.url);
writeFileSync(target, themeVariablesCss());
console.log(`wrote ${target.pathname}`);

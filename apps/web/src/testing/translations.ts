import es from '../../public/assets/i18n/es.json';
import esMX from '../../public/assets/i18n/es-MX.json';
import ptBR from '../../public/assets/i18n/pt-br.json';

/** The real translation files, bundled for tests (the app fetches them over HTTP). */
export const translations = { es, 'es-MX': esMX, 'pt-br': ptBR };

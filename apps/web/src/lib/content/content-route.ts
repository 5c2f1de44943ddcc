import { useParams } from 'react-router';

/**
 * The item and the chosen part of a content route: `{section}/{id}` opens item `id`;
 * `{section}/{idCapa}/{id}` opens item `idCapa` with its episode or lesson `id` chosen.
 */
export function useContentRouteParams(): { itemId: string; partId: string | undefined } {
  const { id = '', idCapa } = useParams();
  return idCapa ? { itemId: idCapa, partId: id } : { itemId: id, partId: undefined };
}

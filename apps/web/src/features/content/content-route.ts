import { useParams, type Params } from 'react-router';

export interface ContentRouteIds {
  itemId: string;
  partId: string | undefined;
}

/**
 * The item and the chosen part of a content route: `{section}/{id}` opens item `id`;
 * `{section}/{idCapa}/{id}` opens item `idCapa` with its episode or lesson `id` chosen.
 */
export function contentRouteIds({ id = '', idCapa }: Params): ContentRouteIds {
  return idCapa ? { itemId: idCapa, partId: id } : { itemId: id, partId: undefined };
}

export function useContentRouteParams(): ContentRouteIds {
  return contentRouteIds(useParams());
}

import { MenuIds, menuPath } from '@console/contract';
/** Route paths of the member screens (the contract MENU's, see app/routes.ts). */
export const MEMBER_SEARCH_PATH = menuPath(MenuIds.memberSearch);
export const MEMBER_DETAIL_PATH = menuPath(MenuIds.memberDetail);
export const USER_TAGS_PATH = menuPath(MenuIds.userTags);
export const USER_DESTROY_PATH = menuPath(MenuIds.userDestroy);

/** The user page of one member: the id travels in the URL, so the link can be shared and reloaded. */
export const memberDetailPath = (userId: number) => `${MEMBER_DETAIL_PATH}?user_id=${userId}`;

/**
 * The member id of a user-page search string (`?user_id=`, or `?id=` as room and group detail take
 * it and as references link to it), or null when it is missing or not an id.
 */
export function userIdOf(search: string): number | null {
  const params = new URLSearchParams(search);
  const text = (params.get('user_id') ?? params.get('id'))?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

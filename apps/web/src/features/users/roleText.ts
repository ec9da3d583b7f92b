import { BUILT_IN_ROLE_TEXT, isBuiltInRole, textIn, type Locale } from '@lf/protocol';

/** A role's name as shown: built-in roles by their text in the language, custom ones as named. */
export function roleText(role: { id: string; name: string }, locale: Locale): string {
  return isBuiltInRole(role.id) ? textIn(BUILT_IN_ROLE_TEXT[role.id], locale) : role.name;
}

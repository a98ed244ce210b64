import isEqualWith from 'lodash/isEqualWith';
import { isValidElement } from 'react';

/**
 * Whether two renders of ProLayout handed its menu the same props: equal values, where objects and lists are compared
 * by content and React elements and functions by identity (an element's own props are not compared: the same icon is
 * the same element, as BasicLayout builds the menu data once). ProLayout builds the menu's props anew on every render
 * (`menu`, `menuData`, `style` are new objects with the same content), so identity alone never matches.
 */
export function sameMenuProps(a: unknown, b: unknown): boolean {
  return isEqualWith(a, b, (x: unknown, y: unknown) => (isValidElement(x) || isValidElement(y) ? x === y : undefined));
}

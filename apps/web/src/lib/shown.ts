/**
 * Whether `element` is on screen: not in a hidden kept-alive view (skipped by `content-visibility`,
 * page-outlet.tsx), nor under `display: none`. A hidden view keeps the sizes it measured, so that
 * showing it again has nothing to measure or render.
 */
export function isShown(element: Element): boolean {
  // jsdom has no checkVisibility: there, whether the element has boxes.
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.getClientRects().length > 0;
}

import { afterEach, describe, expect, it } from 'vitest';
import { WORKSPACE_CONTAINER_ID, workspaceWidth } from './PaneContext';

/** jsdom lays nothing out: an element's clientWidth as the browser would give it */
function widthOf(el: HTMLElement, width: number) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: width });
}

describe('workspaceWidth (the search form starts from it, config/libraryPatches.ts)', () => {
  afterEach(() => {
    document.getElementById(WORKSPACE_CONTAINER_ID)?.remove();
    widthOf(document.body, 0);
  });

  it('is the workspace as drawn when the shell is in the document', () => {
    widthOf(document.body, 1280);
    const container = document.createElement('div');
    container.id = WORKSPACE_CONTAINER_ID;
    widthOf(container, 1000);
    document.body.append(container);
    expect(workspaceWidth()).toBe(1000);
  });

  it("before the shell is drawn, the page's less the side menu ProLayout draws at that width", () => {
    for (const [page, workspace] of [
      [1600, 1344],
      [1280, 1024],
      [992, 736],
      [991, 927],
      [900, 836],
      [768, 704],
      [767, 767],
      [700, 700],
    ]) {
      widthOf(document.body, page);
      expect([page, workspaceWidth()]).toEqual([page, workspace]);
    }
  });

  it('is unknown (the form keeps its own guess) while nothing is laid out', () => {
    expect(workspaceWidth()).toBeUndefined();
  });
});

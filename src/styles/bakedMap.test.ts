import { afterEach, describe, expect, it } from 'vitest';
import { keepBakedMapToProduction } from './bakedMap';

/** What antd's cssinjs reads at its first style: the `content` of an element with the map's class. */
function mapSeen(): string {
  const probe = document.createElement('div');
  probe.className = 'data-ant-cssinjs-cache-path';
  document.body.appendChild(probe);
  const content = getComputedStyle(probe).content;
  probe.remove();
  return content;
}

describe('the baked styles map', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is taken as baked in production, emptied in development and tests', () => {
    const baked = document.createElement('style');
    baked.textContent = '.data-ant-cssinjs-cache-path{content:"lalb7z|ProLayout:4ejq02"}';
    document.head.appendChild(baked);
    expect(keepBakedMapToProduction('production')).toBe(false);
    expect(mapSeen()).toContain('ProLayout:4ejq02');
    expect(keepBakedMapToProduction('development')).toBe(true);
    expect(mapSeen()).not.toContain('ProLayout');
  });
});

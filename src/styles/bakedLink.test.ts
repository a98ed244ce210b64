import { bakedStylesScript, UNBAKED_PATHS } from './bakedLink';

/** Runs the script's body as index.html would, at `pathname`; returns what it wrote into the document. */
function run(pathname: string): string[] {
  const written: string[] = [];
  const body = bakedStylesScript('/antd-baked.css?v=0123abcd').replace(/^<script>|<\/script>$/g, '');
  new Function('location', 'document', body)({ pathname }, { write: (s: string) => written.push(s) });
  return written;
}

describe('the baked styles link', () => {
  it('is written on the console pages, in place, with the versioned path', () => {
    for (const path of ['/', '/welcome', '/oplog', '/gameSelect', '/userStatistics/list', '/person']) {
      expect(run(path)).toEqual(['<link rel="stylesheet" href="/antd-baked.css?v=0123abcd">']);
    }
  });

  it('is not written on the sign-in pages', () => {
    expect(run('/user/login')).toEqual([]);
    expect(run('/user')).toEqual([]);
    expect(UNBAKED_PATHS.test('/userStatistics/list')).toBe(false);
  });

  it('refuses a path that could break out of the script', () => {
    expect(() => bakedStylesScript("/x.css'><script>alert(1)</script>")).toThrow('not a plain path');
    expect(() => bakedStylesScript('https://elsewhere.example/x.css')).toThrow('not a plain path');
  });
});

// npm start rebuilds the SPA only when a source changed after the last build, judged by the build's own stamp
// (webpack leaves index.html untouched when its content did not change, so its time says nothing).
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildStampPlugin, buildIsStale, STAMP_FILE } from '../../scripts/buildStamp';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'stamp-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const stampedAt = (date: Date) => {
  writeFileSync(join(dist, STAMP_FILE), date.toISOString());
  utimesSync(join(dist, STAMP_FILE), date, date);
};

describe('buildIsStale', () => {
  it('is fresh when the stamp is newer than every source', () => {
    stampedAt(new Date(Date.now() + 60_000));
    expect(buildIsStale(dist)).toBe(false);
  });

  it('is stale when a source changed after the stamp, however new index.html is', () => {
    stampedAt(new Date('2020-01-01T00:00:00Z'));
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'index.html'), future, future);
    expect(buildIsStale(dist)).toBe(true);
  });

  it('is stale without a stamp or without index.html', () => {
    expect(buildIsStale(dist)).toBe(true);
    stampedAt(new Date(Date.now() + 60_000));
    rmSync(join(dist, 'index.html'));
    expect(buildIsStale(dist)).toBe(true);
  });
});

describe('BuildStampPlugin', () => {
  it('writes the stamp into the output directory after webpack has emitted', () => {
    let afterEmit: (() => void) | undefined;
    new BuildStampPlugin().apply({
      outputPath: dist,
      hooks: { afterEmit: { tap: (_name, run) => void (afterEmit = run) } },
    });
    expect(existsSync(join(dist, STAMP_FILE))).toBe(false);
    afterEmit?.();
    expect(new Date(readFileSync(join(dist, STAMP_FILE), 'utf8').trim()).getTime()).toBeGreaterThan(0);
    expect(buildIsStale(dist)).toBe(false);
  });
});

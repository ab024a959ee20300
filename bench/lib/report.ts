// Shared by every benchmark: a plain-text summary table and a JSON record under bench/results/ (git-ignored).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

export const benchDir = join(__dirname, '..');
export const rootDir = join(benchDir, '..');
export const resultsDir = join(benchDir, 'results');

export type Row = Record<string, string | number>;

/** Prints rows as an aligned table (numbers right-aligned). */
export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => text(row[column]).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        typeof rows[0]?.[columns[i]!] === 'number' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
      )
      .join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => text(row[column]))));
}

/** Writes bench/results/<name>.json with the machine's context, so figures can be compared later. */
export function writeResult(name: string, data: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  const record = {
    benchmark: name,
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    ...(data as object),
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nwritten ${file}`);
  return file;
}

export const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

// Lints probe sources with the project's own ESLint configuration, as if they stood at the given paths (one ESLint
// process for all of them: its flat config is an ES module, loaded outside jest's module system).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface Probe {
  file: string;
  code: string;
}

/** The messages of rule `ruleId` that ESLint gives each probe. */
export function lintMessages(probes: Probe[], ruleId: string): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const [probes, ruleId] = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const probe of probes) {
        const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
        out.push(result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify([probes, ruleId])], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

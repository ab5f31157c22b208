import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter for CI: one line per test file with the seconds it took, its hooks and the
 * import of its modules included (the JSON reporter's times leave both out), appended to the file
 * named by FILE_TIMES. .ci/summary.mjs prints the slowest.
 */
export default class FileTimes implements Reporter {
  onTestModuleEnd(testModule: TestModule) {
    const output = process.env.FILE_TIMES;
    if (!output) return;
    const { prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    const seconds = (prepareDuration + collectDuration + setupDuration + duration) / 1000;
    const file = path.relative(process.cwd(), testModule.moduleId);
    appendFileSync(output, `${seconds.toFixed(1)}\t${testModule.project.name}\t${file}\n`);
  }
}

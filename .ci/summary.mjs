// The end of a CI run: each step's time, the slowest ten test files of all passes, and one closing
// line, "N passed, N failed". Fails when a test failed or none ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];

const stepsFile = path.join(folder, 'steps.tsv');
if (existsSync(stepsFile)) {
  console.log('\nSteps:');
  for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    const [name, taken] = line.split('\t');
    console.log(`  ${name.padEnd(48)} ${String(taken).padStart(5)} s`);
  }
}

let passed = 0;
let failed = 0;
let brokenFiles = 0;
console.log('\nTests:');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const pass = file.replace('.json', '');
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  console.log(`  ${pass}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  brokenFiles += report.numFailedTestSuites;
}

// Each pass's file times (.ci/file-times.ts): seconds, project, file.
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.files'))
  .flatMap((name) =>
    readFileSync(path.join(folder, name), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [took, , file] = line.split('\t');
        return { pass: name.replace('.files', ''), took: Number(took), file };
      }),
  );
console.log('\nSlowest test files (their hooks and imports included):');
for (const file of files.sort((a, b) => b.took - a.took).slice(0, 10)) {
  console.log(`  ${file.took.toFixed(1).padStart(7)} s  ${file.pass.padEnd(20)} ${file.file}`);
}
console.log(`\n${passed} passed, ${failed} failed${brokenFiles > 0 ? `, ${brokenFiles} files failed` : ''}`);
process.exit(failed > 0 || brokenFiles > 0 || passed === 0 ? 1 : 0);

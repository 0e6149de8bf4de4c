// Runs the steps of a suite side by side where they do not depend on each other, within the
// machine's cores: each step says which steps it needs and how many cores it keeps busy. A step's
// output goes to a log file of its own and is printed whole, under its name and time, when it ends,
// so two steps never interleave their lines. A failure starts nothing more, stops what is running
// (unless asked to keep going) and is reported with its log. Used by `npm test` (scripts/test.ts).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Step {
  name: string;
  command: string;
  args: readonly string[];
  /** Steps that must have passed before this one starts. */
  after?: readonly string[];
  /** How many cores the step keeps busy while it runs (1 unless said). */
  cores?: number;
  /** Runs on its own: nothing else starts while it runs (a measurement a busy machine would skew). */
  alone?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export type Outcome = 'passed' | 'failed' | 'stopped' | 'not run';

export interface StepResult {
  name: string;
  outcome: Outcome;
  /** Seconds from the suite's start. */
  startedAt?: number;
  seconds?: number;
  log: string;
}

export interface RunOptions {
  /** How many cores the machine has for the steps together. */
  cores: number;
  /** Where each step's log file is written. */
  logDir: string;
  /** After a failure, run every step that does not need the failed one. */
  keepGoing?: boolean;
  /** Where the steps' output and the suite's progress lines are printed. */
  print?: (text: string) => void;
  /** Seconds since the suite began; a test gives its own clock. */
  now?: () => number;
}

/** Checks the steps form a graph that can run: unique names, known and acyclic prerequisites. */
export function checkSteps(steps: readonly Step[], cores: number): void {
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`two steps are named "${step.name}"`);
    names.add(step.name);
  }
  for (const step of steps) {
    for (const needed of step.after ?? [])
      if (!names.has(needed))
        throw new Error(`step "${step.name}" needs "${needed}", which no step is`);
    if ((step.cores ?? 1) < 1) throw new Error(`step "${step.name}" must take at least one core`);
  }
  if (cores < 1) throw new Error('the steps need at least one core');
  const byName = new Map(steps.map((step) => [step.name, step]));
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): void => {
    if (done.has(name)) return;
    if (visiting.has(name))
      throw new Error(`steps need each other in a circle: ${[...trail, name].join(' → ')}`);
    visiting.add(name);
    for (const needed of byName.get(name)?.after ?? []) visit(needed, [...trail, name]);
    visiting.delete(name);
    done.add(name);
  };
  for (const step of steps) visit(step.name, []);
}

/** Runs the steps and resolves with each one's result, in the order they were given. */
export async function runSteps(steps: readonly Step[], options: RunOptions): Promise<StepResult[]> {
  checkSteps(steps, options.cores);
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const began = Date.now();
  const now = options.now ?? (() => (Date.now() - began) / 1000);
  mkdirSync(options.logDir, { recursive: true });

  const entries = steps.map((step) => {
    const result: StepResult = {
      name: step.name,
      outcome: 'not run',
      log: path.join(options.logDir, `${fileName(step.name)}.log`),
    };
    return { step, result };
  });
  const ordered = entries.map(({ result }) => result);
  const results = new Map(ordered.map((result) => [result.name, result]));
  const running = new Map<string, ChildProcess>();
  let coresInUse = 0;
  let aloneRunning = false;
  let failed = false;

  return new Promise((resolve) => {
    const outcomeOf = (name: string) => results.get(name)?.outcome;
    const ready = (step: Step) => (step.after ?? []).every((name) => outcomeOf(name) === 'passed');
    const blocked = (step: Step) =>
      (step.after ?? []).some((name) => {
        const outcome = outcomeOf(name);
        return outcome === 'failed' || outcome === 'stopped';
      });

    const schedule = (): void => {
      for (const { step, result } of entries) {
        // Started already (running, or ended).
        if (result.startedAt !== undefined) continue;
        if (failed && !options.keepGoing) continue;
        if (blocked(step) || !ready(step)) continue;
        if (aloneRunning) break;
        if (step.alone && running.size > 0) break;
        // A step wider than the machine runs when it has the machine to itself.
        const cores = Math.min(step.cores ?? 1, options.cores);
        // In the order given: a ready step that does not fit yet holds back those after it, so a
        // wide step is never starved by narrow ones.
        if (coresInUse + cores > options.cores) break;
        start(step, result, cores);
      }
      if (running.size === 0) {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
        resolve(ordered);
      }
    };

    const start = (step: Step, result: StepResult, cores: number): void => {
      result.startedAt = now();
      coresInUse += cores;
      if (step.alone) aloneRunning = true;
      print(`▶ ${step.name} (at ${formatSeconds(result.startedAt)})\n`);
      const log = createWriteStream(result.log);
      log.write(`$ ${[step.command, ...step.args].join(' ')}\n`);
      const child = spawn(step.command, step.args, {
        cwd: step.cwd,
        env: { ...process.env, ...step.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so stopping it stops what it started (servers, browsers).
        detached: true,
      });
      running.set(step.name, child);
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      let finished = false;
      const finish = (outcome: Outcome, note: string): void => {
        if (finished) return;
        finished = true;
        result.seconds = now() - (result.startedAt ?? 0);
        // The step counts as running until its log is on disk and printed.
        log.end(note === '' ? '' : `${note}\n`, () => {
          running.delete(step.name);
          coresInUse -= cores;
          if (step.alone) aloneRunning = false;
          result.outcome = outcome;
          const text = readFileSync(result.log, 'utf8');
          print(`\n──── ${step.name}: ${outcome} in ${formatSeconds(result.seconds ?? 0)} ────\n`);
          print(text.endsWith('\n') || text === '' ? text : `${text}\n`);
          print(`──── end of ${step.name} (${result.log}) ────\n\n`);
          if (outcome === 'failed' && !failed) {
            failed = true;
            if (!options.keepGoing) stopAll();
          }
          schedule();
        });
      };
      child.on('error', (error) => finish('failed', `could not start: ${error.message}`));
      child.on('close', (code, signal) => {
        if (stopping.has(step.name)) finish('stopped', `stopped after another step failed`);
        else if (code === 0) finish('passed', '');
        else finish('failed', `exited with ${code ?? signal}`);
      });
    };

    const stopping = new Set<string>();
    const stopAll = (): void => {
      for (const [name, child] of running) {
        stopping.add(name);
        if (child.pid !== undefined) {
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            // Already gone.
          }
        }
      }
    };

    const interrupt = (): void => {
      failed = true;
      stopAll();
    };
    process.on('SIGINT', interrupt);
    process.on('SIGTERM', interrupt);
    schedule();
  });
}

/** The results as a Markdown table: each step, its outcome, when it started and how long it took. */
export function timingTable(results: readonly StepResult[], total: number): string {
  const rows = results.map(
    (result) =>
      `| ${result.name} | ${result.outcome} | ${result.startedAt === undefined ? '' : formatSeconds(result.startedAt)} | ${result.seconds === undefined ? '' : formatSeconds(result.seconds)} |`,
  );
  return [
    '| step | result | started at | took |',
    '| --- | --- | --- | --- |',
    ...rows,
    `| whole run | ${results.every((result) => result.outcome === 'passed') ? 'passed' : 'failed'} | | ${formatSeconds(total)} |`,
  ].join('\n');
}

export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60
    ? `${whole} s`
    : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function fileName(name: string): string {
  return name
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

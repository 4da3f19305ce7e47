/**
 * `npm run projections -- FILE [--simulations N] [--seed S]`: projects a JSON input file (the
 * contract in docs/architecture.md and docs/projection-engine.md) and prints one JSON object on stdout.
 * The flags override the file's `simulations` (default 2000) and `seed` (default 1); a flag given
 * twice keeps its last value. A bad file or bad flags: one line on stderr and exit code 2.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseProjectionInput, seedError, simulationsError } from '../src/domain/projection/projection-input.ts';
import { project } from '../src/domain/projection/project.ts';

const USAGE = 'usage: npm run projections -- FILE [--simulations N] [--seed S]';

/** What the command did: its exit code and the text for stdout and stderr. */
export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

interface Args {
  file: string | null;
  simulations?: number;
  seed?: number;
}

const refused = (message: string): CliResult => ({ code: 2, stdout: '', stderr: `projections: ${message}\n` });

/** A whole number written in digits (no '1e3', no '0x10', no ''), or NaN. */
const wholeNumber = (text: string): number => (/^[+-]?\d+$/.test(text) ? Number(text) : NaN);

function parseArgs(argv: readonly string[]): Args | string {
  const args: Args = { file: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const flag = /^--(simulations|seed)(?:=(.*))?$/.exec(arg);
    if (flag) {
      const value = flag[2] ?? argv[++i];
      if (value === undefined) return `--${flag[1]} needs a value`;
      const number = wholeNumber(value);
      const problem = flag[1] === 'seed' ? seedError(number) : simulationsError(number);
      if (problem) return `--${flag[1]} ${problem.replace(/got .*$/, `got ${JSON.stringify(value)}`)}`;
      args[flag[1] as 'simulations' | 'seed'] = number;
    } else if (arg.startsWith('-')) return `unknown option ${arg} (${USAGE})`;
    else if (args.file !== null) return `one input file only, got ${args.file} and ${arg}`;
    else args.file = arg;
  }
  return args.file === null ? `no input file (${USAGE})` : args;
}

function readInput(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String((error as Error).message).split('\n')[0];
    throw new Error(`cannot read ${file}: ${why}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Runs the command on its arguments (without `node` and the script): what the process prints and returns. */
export function runProjections(argv: readonly string[], clock: () => number = () => performance.now()): CliResult {
  const args = parseArgs(argv);
  if (typeof args === 'string') return refused(args);
  let json: unknown;
  try {
    json = readInput(args.file!);
  } catch (error) {
    return refused((error as Error).message);
  }
  const parsed = parseProjectionInput(json);
  if (!parsed.ok) return refused(`${args.file}: ${parsed.error}`);
  const output = project(parsed.input, { simulations: args.simulations, seed: args.seed, clock });
  return { code: 0, stdout: `${JSON.stringify(output)}\n`, stderr: '' };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let result: CliResult;
  try {
    result = runProjections(process.argv.slice(2));
  } catch (error) {
    // A bug, not a bad file: still one line, no stack trace.
    result = { code: 1, stdout: '', stderr: `projections: internal error: ${String((error as Error)?.message ?? error).split('\n')[0]}\n` };
  }
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  // exitCode, not exit(): a large answer on a pipe is written asynchronously and must not be cut off.
  process.exitCode = result.code;
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultMockOptions } from '@gs/mocks/config';
import { DEFAULT_HOST, DEFAULT_PORT } from './server.ts';

// Flags, env vars and defaults merged and checked apart from start-up, so bad input answers at once
// with exit code 2 and the rules are testable without a server.

export const MAX_STUDENTS = 100_000;
export const MAX_APPLICATIONS = 200_000;
export const MAX_OFFERINGS = 20_000;
export const MAX_QUESTIONNAIRE_ANSWERS = 100_000;
const MAX_LATENCY_MS = 60_000;
const MAX_TOKEN_LIFETIME_SEC = 365 * 24 * 60 * 60;

/** Everything the CLI decides, after flags, env vars and defaults are merged. */
export interface CliConfig {
  port: number;
  host: string;
  seed: number;
  students: number;
  applications: number;
  /** Offerings of the current term (0: as seeded). */
  offerings: number;
  /** Extra answer sheets on the open questionnaire task (0: as seeded). */
  questionnaireAnswers: number;
  latencyMs: number;
  tokenLifetimeSec: number;
  encryption: boolean;
  /** Absolute path, or undefined for in-memory state. */
  dataDir: string | undefined;
  reset: boolean;
  quiet: boolean;
}

export type CliParseResult = { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'run'; config: CliConfig };

type FlagKind = 'integer' | 'string' | 'boolean';

interface FlagSpec {
  flag: string;
  env: string;
  kind: FlagKind;
  /** As shown in --help. */
  defaultText: string;
  help: string;
}

const FLAGS = {
  port: { flag: 'port', env: 'MOCK_PORT', kind: 'integer', defaultText: String(DEFAULT_PORT), help: 'Port to listen on (0 picks a free one).' },
  host: { flag: 'host', env: 'MOCK_HOST', kind: 'string', defaultText: DEFAULT_HOST, help: 'Interface to bind (0.0.0.0 for the whole network).' },
  seed: {
    flag: 'seed',
    env: 'MOCK_SEED',
    kind: 'integer',
    defaultText: String(defaultMockOptions.seed),
    help: 'Seed of the generated data: the same seed gives the same data.',
  },
  students: {
    flag: 'students',
    env: 'MOCK_STUDENTS',
    kind: 'integer',
    defaultText: String(defaultMockOptions.students),
    help: `Number of generated students, 1..${MAX_STUDENTS}.`,
  },
  applications: {
    flag: 'applications',
    env: 'MOCK_APPLICATIONS',
    kind: 'integer',
    defaultText: String(defaultMockOptions.applications),
    help: `Extra older status-change applications for load tests, 0..${MAX_APPLICATIONS}.`,
  },
  offerings: {
    flag: 'offerings',
    env: 'MOCK_OFFERINGS',
    kind: 'integer',
    defaultText: 'as seeded',
    help: `Offerings of the current term for the timetable bench, 0..${MAX_OFFERINGS}: extra ones of about ten students each, placed clash-free (0: as seeded).`,
  },
  'questionnaire-answers': {
    flag: 'questionnaire-answers',
    env: 'MOCK_QUESTIONNAIRE_ANSWERS',
    kind: 'integer',
    defaultText: String(defaultMockOptions.questionnaireAnswers),
    help: `Extra submitted sheets on the open questionnaire task for the analysis bench, 0..${MAX_QUESTIONNAIRE_ANSWERS}.`,
  },
  latency: {
    flag: 'latency',
    env: 'MOCK_LATENCY',
    kind: 'integer',
    defaultText: String(defaultMockOptions.latencyMs),
    help: `Artificial delay before every answer, in ms (0..${MAX_LATENCY_MS}).`,
  },
  'token-lifetime': {
    flag: 'token-lifetime',
    env: 'MOCK_TOKEN_LIFETIME',
    kind: 'integer',
    defaultText: String(defaultMockOptions.tokenLifetimeSec),
    help: 'Access token lifetime in seconds; after it the API answers 402 until /refreshToken.',
  },
  encryption: {
    flag: 'encryption',
    env: 'MOCK_ENCRYPTION',
    kind: 'boolean',
    defaultText: defaultMockOptions.encryption ? 'on' : 'off',
    help: 'RSA-encrypted JSON payloads (/publicKey hands out a key); --no-encryption turns it off.',
  },
  'data-dir': {
    flag: 'data-dir',
    env: 'MOCK_DATA_DIR',
    kind: 'string',
    defaultText: 'none (in memory)',
    help: 'Keep the state in DIR across restarts: every write is journaled (DIR/journal-N.ndjson) before its answer, uploads are kept in DIR/files.',
  },
  reset: { flag: 'reset', env: 'MOCK_RESET', kind: 'boolean', defaultText: 'off', help: 'Delete the saved state in --data-dir and start fresh from the seed.' },
  quiet: { flag: 'quiet', env: 'MOCK_QUIET', kind: 'boolean', defaultText: 'off', help: 'No per-request log line.' },
} as const satisfies Record<string, FlagSpec>;

type FlagName = keyof typeof FLAGS;

export function helpText(): string {
  const rows: Array<[string, string, string, string]> = [];
  for (const spec of Object.values(FLAGS) as FlagSpec[]) {
    const name =
      spec.kind === 'boolean'
        ? spec.flag === 'encryption'
          ? '--encryption, --no-encryption'
          : `--${spec.flag}`
        : `--${spec.flag} ${spec.kind === 'integer' ? 'N' : spec.flag === 'data-dir' ? 'DIR' : 'HOST'}`;
    rows.push([name, spec.env, spec.defaultText, spec.help]);
  }
  rows.push(['--help, -h', '', '', 'Show this help and exit.']);
  const width = (i: 0 | 1 | 2): number => Math.max(...rows.map((r) => r[i].length));
  const [w0, w1, w2] = [width(0), width(1), width(2)];
  const header = `  ${'flag'.padEnd(w0)}  ${'env var'.padEnd(w1)}  ${'default'.padEnd(w2)}  description`;
  const lines = rows.map(([a, b, c, d]) => `  ${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c.padEnd(w2)}  ${d}`);
  return [
    'Standalone mock backend of the postgraduate system, on the same MSW handlers as the browser and the tests.',
    '',
    'Usage: pnpm mock [flags]',
    '',
    header,
    ...lines,
    '',
    'Every flag can also be set by its env var; a flag wins over the env var.',
    'Booleans in env vars: 1/0, true/false, yes/no, on/off.',
  ].join('\n');
}

class UsageError extends Error {}

function parseInteger(raw: string, source: string, min: number, max: number): number {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) throw new UsageError(`${source} must be a whole number, got "${raw}".`);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${source} must be between ${min} and ${max}, got ${text}.`);
  }
  return value;
}

function parseBooleanEnv(raw: string, env: string): boolean {
  const text = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new UsageError(`${env} must be one of 1/0, true/false, yes/no, on/off, got "${raw}".`);
}

/**
 * Merges flags, env vars and defaults. `baseDir` resolves a relative --data-dir: pnpm runs the
 * script inside apps/mock-server, so the caller passes the directory the developer typed in.
 */
export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv, baseDir: string): CliParseResult {
  // `pnpm mock -- --port 1` may forward the separator itself.
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  let values: Record<string, string | boolean | undefined>;
  try {
    const parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      allowNegative: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        students: { type: 'string' },
        applications: { type: 'string' },
        offerings: { type: 'string' },
        'questionnaire-answers': { type: 'string' },
        latency: { type: 'string' },
        'token-lifetime': { type: 'string' },
        encryption: { type: 'boolean' },
        'data-dir': { type: 'string' },
        reset: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    values = parsed.values;
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help === true) return { kind: 'help' };

  /** The flag value if given, else a non-empty env var, with the name to cite in errors. */
  const pick = (name: FlagName): { raw: string | boolean; source: string } | undefined => {
    const spec = FLAGS[name];
    const fromFlag = values[name];
    if (fromFlag !== undefined) return { raw: fromFlag, source: `--${spec.flag}` };
    const fromEnv = env[spec.env];
    if (fromEnv !== undefined && fromEnv.trim() !== '') return { raw: fromEnv, source: spec.env };
    return undefined;
  };
  const integer = (name: FlagName, fallback: number, min: number, max: number): number => {
    const picked = pick(name);
    if (!picked) return fallback;
    return parseInteger(String(picked.raw), picked.source, min, max);
  };
  const string = (name: FlagName): string | undefined => {
    const picked = pick(name);
    if (!picked) return undefined;
    const text = String(picked.raw).trim();
    if (!text) throw new UsageError(`${picked.source} must not be empty.`);
    return text;
  };
  const boolean = (name: FlagName, fallback: boolean): boolean => {
    const picked = pick(name);
    if (!picked) return fallback;
    return typeof picked.raw === 'boolean' ? picked.raw : parseBooleanEnv(picked.raw, picked.source);
  };

  try {
    const dataDir = string('data-dir');
    const config: CliConfig = {
      port: integer('port', DEFAULT_PORT, 0, 65_535),
      host: string('host') ?? DEFAULT_HOST,
      seed: integer('seed', defaultMockOptions.seed, 0, 2 ** 32 - 1),
      students: integer('students', defaultMockOptions.students, 1, MAX_STUDENTS),
      applications: integer('applications', defaultMockOptions.applications, 0, MAX_APPLICATIONS),
      offerings: integer('offerings', defaultMockOptions.offerings, 0, MAX_OFFERINGS),
      questionnaireAnswers: integer('questionnaire-answers', defaultMockOptions.questionnaireAnswers, 0, MAX_QUESTIONNAIRE_ANSWERS),
      latencyMs: integer('latency', defaultMockOptions.latencyMs, 0, MAX_LATENCY_MS),
      tokenLifetimeSec: integer('token-lifetime', defaultMockOptions.tokenLifetimeSec, 1, MAX_TOKEN_LIFETIME_SEC),
      encryption: boolean('encryption', defaultMockOptions.encryption),
      dataDir: dataDir === undefined ? undefined : path.resolve(baseDir, dataDir),
      reset: boolean('reset', false),
      quiet: boolean('quiet', false),
    };
    return { kind: 'run', config };
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    throw error;
  }
}

/**
 * `pnpm contract --base-url URL [--username admin --password 123456] [--writes] [--report FILE]`:
 * flags (or CONTRACT_* env vars) -> `runContract` -> one line per operation, a JSON report, and the
 * exit code (0 all PASS or SKIP, 1 any FAIL or a scenario that stopped, 2 bad usage).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ContractOptions, type ContractReport, formatResult, runContract } from './check.ts';
import type { AccountKind } from './scenario.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** flag -> env var; a flag wins over its env var. */
const STRING_FLAGS = {
  'base-url': 'CONTRACT_BASE_URL',
  username: 'CONTRACT_USERNAME',
  password: 'CONTRACT_PASSWORD',
  report: 'CONTRACT_REPORT',
  'student-username': 'CONTRACT_STUDENT_USERNAME',
  'student-password': 'CONTRACT_STUDENT_PASSWORD',
  'teacher-username': 'CONTRACT_TEACHER_USERNAME',
  'teacher-password': 'CONTRACT_TEACHER_PASSWORD',
  'college-username': 'CONTRACT_COLLEGE_USERNAME',
  'college-password': 'CONTRACT_COLLEGE_PASSWORD',
  'sso-payload': 'CONTRACT_SSO_PAYLOAD',
  'cas-ticket': 'CONTRACT_CAS_TICKET',
  'sms-phone': 'CONTRACT_SMS_PHONE',
  spec: 'CONTRACT_SPEC',
  timeout: 'CONTRACT_TIMEOUT',
} as const;
const BOOLEAN_FLAGS = { writes: 'CONTRACT_WRITES', 'allow-residue': 'CONTRACT_ALLOW_RESIDUE' } as const;

export const HELP = `Contract check: calls every operation of the OpenAPI description (packages/sdk/src/generated/openapi.json)
on a running backend and checks each answer against it (HTTP status, {code,message,data} envelope, data
schema, media type and Content-Disposition of downloads).

Usage: pnpm contract --base-url URL [flags]

  --base-url URL          CONTRACT_BASE_URL          the backend, e.g. http://127.0.0.1:10010 (the paths of the spec are appended)
  --username NAME         CONTRACT_USERNAME          an account with every permission (default admin)
  --password TEXT         CONTRACT_PASSWORD          its password (default 123456)
  --writes                CONTRACT_WRITES            also run the writes, on records the check creates and deletes again
  --allow-residue         CONTRACT_ALLOW_RESIDUE     also add an approval (the API cannot delete it afterwards)
  --report FILE           CONTRACT_REPORT            where the JSON report goes (default: <tmp>/gs-contract-report.json)
  --student-username/--student-password              a student account, for the student-only operations
  --teacher-username/--teacher-password              a supervisor account, for stuinfoByDsh/NotAuth
  --college-username/--college-password              a college secretary of the teacher's college, for the college step of a supervisor selection
  --sso-payload TEXT      CONTRACT_SSO_PAYLOAD       a portal payload for POST /auth/sso
  --cas-ticket TEXT       CONTRACT_CAS_TICKET        a fresh CAS ticket for POST /auth/cas
  --sms-phone PHONE       CONTRACT_SMS_PHONE         a phone that may receive the sign-in SMS (with --writes)
  --spec FILE             CONTRACT_SPEC              another bundled OpenAPI JSON
  --timeout MS            CONTRACT_TIMEOUT           per request (default 60000)

Prints PASS/FAIL/SKIP per operation; exits 1 when any operation FAILs, 2 on bad usage.`;

function envFlag(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());
}

export interface CliResult {
  code: number;
  report?: ContractReport;
  reportFile?: string;
}

export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = defaultIo): Promise<CliResult> {
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries(Object.keys(STRING_FLAGS).map((name) => [name, { type: 'string' as const }])),
        ...Object.fromEntries(Object.keys(BOOLEAN_FLAGS).map((name) => [name, { type: 'boolean' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    io.err(`Error: ${error instanceof Error ? error.message : String(error)}\nRun with --help to see every flag.`);
    return { code: 2 };
  }
  if (values.help === true) {
    io.out(HELP);
    return { code: 0 };
  }
  const text = (name: keyof typeof STRING_FLAGS): string | undefined => {
    const value = values[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    const fromEnv = env[STRING_FLAGS[name]];
    return fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv.trim() : undefined;
  };
  const flag = (name: keyof typeof BOOLEAN_FLAGS): boolean => (values[name] as boolean | undefined) ?? envFlag(env[BOOLEAN_FLAGS[name]]) ?? false;

  const baseUrl = text('base-url');
  if (!baseUrl || !/^https?:\/\/\S+$/i.test(baseUrl)) {
    io.err(`Error: --base-url (or CONTRACT_BASE_URL) must be an http(s) URL${baseUrl ? `, got "${baseUrl}"` : ''}.\nRun with --help to see every flag.`);
    return { code: 2 };
  }
  const timeout = text('timeout');
  if (timeout !== undefined && !/^\d+$/.test(timeout)) {
    io.err(`Error: --timeout must be a whole number of milliseconds, got "${timeout}".`);
    return { code: 2 };
  }
  const pair = (kind: AccountKind) => {
    const username = text(`${kind}-username`);
    const password = text(`${kind}-password`);
    return username && password ? { username, password } : undefined;
  };
  const baseDir = env.INIT_CWD ?? process.cwd();
  const spec = text('spec');
  const options: ContractOptions = {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    credentials: { username: text('username') ?? 'admin', password: text('password') ?? '123456' },
    writes: flag('writes'),
    allowResidue: flag('allow-residue'),
    student: pair('student'),
    teacher: pair('teacher'),
    college: pair('college'),
    ssoPayload: text('sso-payload'),
    casTicket: text('cas-ticket'),
    smsPhone: text('sms-phone'),
    specFile: spec === undefined ? undefined : path.resolve(baseDir, spec),
    timeoutMs: timeout === undefined ? undefined : Number(timeout),
  };

  io.out(`Contract check of ${options.baseUrl} as ${options.credentials.username}${options.writes ? ', with writes' : ', reads only'}`);
  const report = await runContract(options);
  for (const result of report.operations) io.out(formatResult(result));
  const { pass, fail, skip, calls } = report.counts;
  io.out(`${report.operations.length} operations: ${pass} PASS, ${fail} FAIL, ${skip} SKIP (${calls} requests, ${(report.durationMs / 1000).toFixed(1)} s)`);
  for (const error of report.errors) io.err(error);

  const reportFile = path.resolve(baseDir, text('report') ?? path.join(tmpdir(), 'gs-contract-report.json'));
  await mkdir(path.dirname(reportFile), { recursive: true });
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  io.out(`Report: ${reportFile}`);
  return { code: fail > 0 || report.errors.length > 0 ? 1 : 0, report, reportFile };
}

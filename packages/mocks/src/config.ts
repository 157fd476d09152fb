/** Options of a mock backend; the standalone server maps its flags and env vars onto these. */
export interface MockOptions {
  /** Seed of the faker data: the same seed gives the same data on every start. */
  seed: number;
  /** Number of student records to generate (default 2,000; up to 100,000). */
  students: number;
  /** Extra status-change applications seeded for load tests (default 0; up to 200,000). */
  applications: number;
  /**
   * Offerings of the current term for load tests (the timetable bench): when above what the seed opens, extra
   * offerings of about ten students each are generated and placed up to this many (default 0: as seeded).
   */
  offerings: number;
  /**
   * Extra submitted answer sheets on the open questionnaire task for load tests (the analysis bench; default 0;
   * up to 100,000), from generated respondents.
   */
  questionnaireAnswers: number;
  /** Artificial latency added to every answer, in milliseconds. */
  latencyMs: number;
  /** Lifetime of an access token in seconds; after it the token answers 402 until refreshed. */
  tokenLifetimeSec: number;
  /** How long an expired token may still be refreshed, in seconds. */
  refreshWindowSec: number;
  /**
   * How long a token replaced by `/refreshToken` keeps answering 402 rather than 401, in seconds.
   * Calls already in flight with it when the refresh rotated it are then replayed by the client
   * instead of signing the user out, and a repeated refresh with it (a lost answer, another tab)
   * gets the same new token. 0 revokes at once.
   */
  rotatedTokenGraceSec: number;
  /** When on, `/publicKey` hands out an RSA key and JSON bodies must arrive encrypted. */
  encryption: boolean;
  /** Largest accepted upload, in bytes (SPEC 9: 5 MB). */
  maxUploadBytes: number;
  /** Bytes all stored files may take together; an upload past it is refused with 413. */
  maxStoredBytes: number;
}

export const defaultMockOptions: MockOptions = {
  seed: 20260901,
  students: 2000,
  applications: 0,
  offerings: 0,
  questionnaireAnswers: 0,
  latencyMs: 0,
  tokenLifetimeSec: 2 * 60 * 60,
  refreshWindowSec: 7 * 24 * 60 * 60,
  // The longest grace Amazon Cognito allows for a rotated refresh token ("for client-side retries").
  rotatedTokenGraceSec: 60,
  encryption: false,
  maxUploadBytes: 5 * 1024 * 1024,
  maxStoredBytes: 512 * 1024 * 1024,
};

/** Password of every demo account. */
export const DEMO_PASSWORD = '123456';
/** SMS code the mock accepts for phone sign-in (no SMS is sent). */
export const DEMO_SMS_CODE = '123456';
/** Seconds before the same phone may ask for another SMS code (`auth/smsCode`). */
export const SMS_COOLDOWN_SEC = 60;

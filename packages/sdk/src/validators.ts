/**
 * The helper validators of SPEC 5, shared by the web forms and the mock backend so that both judge
 * input the same way.
 */

/** SPEC 5: blank means undefined, null, empty, whitespace or the text 'null'. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === 'null';
}

/** SPEC 5: at least 6 characters. */
export function isPassword(value: string): boolean {
  return value.length >= 6;
}

/** SPEC 5: 11 digits starting with 1. */
export function isPhone(value: string): boolean {
  return /^1\d{10}$/.test(value);
}

/** SPEC 5's stricter variant: mainland carrier prefixes 13x-19x. */
export function isPhoneStrict(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of the first 17 digits of an 18-digit ID card number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * SPEC 5: 15 or 18 digits. An 18-digit number must also carry a real birth date and the right check
 * character; a 15-digit (first-generation) number a real date in 19xx.
 */
export function isIdCard(value: string): boolean {
  if (/^\d{15}$/.test(value)) {
    return isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (!isRealDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}

/** Birth date (yyyy-MM-dd) and gender ('1' male, '2' female) that an 18-digit ID card number encodes. */
export function idCardFacts(value: string): { birthDate: string; gender: '1' | '2' } | undefined {
  if (!isIdCard(value) || value.length !== 18) return undefined;
  return {
    birthDate: `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`,
    gender: Number(value[16]) % 2 === 1 ? '1' : '2',
  };
}

/** SPEC 5: Chinese characters, letters and digits. */
export function isName(value: string): boolean {
  return /^[\u4e00-\u9fa5A-Za-z0-9]+$/.test(value);
}

/** SPEC 5: 2 to 4 Chinese characters. */
export function isChineseName(value: string): boolean {
  return /^[\u4e00-\u9fa5]{2,4}$/.test(value);
}

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(value);
}

export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

/** SPEC 5: port 0-65535. */
export function isPort(value: string | number): boolean {
  const text = String(value);
  return /^(0|[1-9]\d{0,4})$/.test(text) && Number(text) <= 65535;
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Landline numbers such as 010-12345678 or 0755-1234567-123. */
export function isTelephone(value: string): boolean {
  return /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(value);
}

/** SPEC 5: a number with up to 2 decimals. */
export function isMoneyLike(value: string): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(value);
}

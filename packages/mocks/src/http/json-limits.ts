/**
 * The structural limits of a JSON request body (`x-request-limits` of the spec), checked without
 * recursion: on the text before `JSON.parse` sees it, or on a value that arrived another way (a
 * decrypted payload). A body 10,000 levels deep parses, but breaks every later `JSON.stringify` of
 * the record it lands in (issue 13); such a body never gets that far.
 */
export interface JsonLimits {
  maxDepth: number;
  maxArrayItems: number;
  maxObjectKeys: number;
  maxStringLength: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function depthBreach(limits: JsonLimits): string {
  return `请求体嵌套超过 ${limits.maxDepth} 层 (JSON body nested deeper than ${limits.maxDepth} levels)`;
}

function arrayBreach(limits: JsonLimits): string {
  return `请求体中的数组超过 ${limits.maxArrayItems} 项 (JSON array longer than ${limits.maxArrayItems} items)`;
}

function keysBreach(limits: JsonLimits): string {
  return `请求体中的对象超过 ${limits.maxObjectKeys} 个字段 (JSON object with more than ${limits.maxObjectKeys} keys)`;
}

function stringBreach(limits: JsonLimits): string {
  return `请求体中的字符串超过 ${limits.maxStringLength} 个字符 (JSON string longer than ${limits.maxStringLength} characters)`;
}

/**
 * Why a JSON text breaks the limits, or undefined. One pass over the characters: strings (with their
 * escapes) are measured in characters as `maxLength` counts them, a surrogate pair as one; each open
 * container counts its commas. Text that is not JSON is left for `JSON.parse` to refuse.
 */
export function jsonTextBreach(text: string, limits: JsonLimits): string | undefined {
  // Per open container: true for an array; and the commas seen at its own level.
  const isArray: boolean[] = [];
  const commas: number[] = [];
  let inString = false;
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === QUOTE) {
        inString = false;
        continue;
      }
      if (code === BACKSLASH) {
        if (text.charCodeAt(i + 1) === LETTER_U) {
          if (!isHighSurrogate(Number.parseInt(text.slice(i + 2, i + 6), 16))) length += 1;
          i += 5;
        } else {
          length += 1;
          i += 1;
        }
      } else if (!isHighSurrogate(code)) {
        length += 1;
      }
      if (length > limits.maxStringLength) return stringBreach(limits);
      continue;
    }
    switch (code) {
      case QUOTE:
        inString = true;
        length = 0;
        break;
      case OPEN_BRACE:
      case OPEN_BRACKET:
        isArray.push(code === OPEN_BRACKET);
        commas.push(0);
        if (isArray.length > limits.maxDepth) return depthBreach(limits);
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        isArray.pop();
        commas.pop();
        break;
      case COMMA: {
        const top = commas.length - 1;
        if (top < 0) break;
        commas[top] = commas[top]! + 1;
        // n commas separate n + 1 items.
        if (isArray[top] && commas[top]! + 1 > limits.maxArrayItems) return arrayBreach(limits);
        if (!isArray[top] && commas[top]! + 1 > limits.maxObjectKeys) return keysBreach(limits);
        break;
      }
      default:
        break;
    }
  }
  return undefined;
}

/** Characters as `maxLength` counts them (code points), stopping once past `max`. */
function exceedsLength(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (!isHighSurrogate(text.charCodeAt(i))) count += 1;
    if (count > max) return true;
  }
  return false;
}

/** The same limits on a parsed value, walked with an explicit stack (a deep value cannot overflow it). */
export function jsonValueBreach(value: unknown, limits: JsonLimits): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: node, depth } = pending.pop()!;
    if (typeof node === 'string') {
      if (exceedsLength(node, limits.maxStringLength)) return stringBreach(limits);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limits.maxDepth) return depthBreach(limits);
    if (Array.isArray(node)) {
      if (node.length > limits.maxArrayItems) return arrayBreach(limits);
      for (const item of node) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > limits.maxObjectKeys) return keysBreach(limits);
    for (const key of keys) {
      if (exceedsLength(key, limits.maxStringLength)) return stringBreach(limits);
      pending.push({ value: (node as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return undefined;
}

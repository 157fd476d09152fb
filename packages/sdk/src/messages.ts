/**
 * The texts of SPEC 8 (status defaults, file and session messages) in the two languages of SPEC 9.
 * zh is the default and the reference: its `{placeholders}` decide the params a key takes.
 */
export type Locale = 'zh' | 'en';

export const DEFAULT_LOCALE: Locale = 'zh';

const zh = {
  0: '未知错误，可能是跨域或地址错误',
  200: '服务器成功返回请求的数据',
  201: '新建或修改数据成功',
  202: '请求已进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '请求信息有误',
  401: '登录失效，请重新登录',
  402: '令牌已过期',
  403: '已登录，但无权访问',
  404: '访问的资源不存在',
  406: '请求的格式不可用',
  410: '请求的资源已被永久删除',
  500: '服务器发生错误，请稍后重试',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或正在维护',
  504: '网关超时',
  'request.timeout': '请求超时，请稍后重试',
  'request.offline': '网络已断开，请检查网络连接',
  'file.missingId': '缺少文件 ID',
  'file.unknownOpenMode': '未知的打开方式',
  'file.notFound': '文件不存在',
  'file.uploadFailed': '文件上传失败：{message}',
  'file.uploaded': '文件 {name} 上传成功',
  'file.deleted': '文件已删除',
  'file.tooLarge': '文件最大允许 {n}M',
  'session.loginNoToken': '登录接口异常，未返回令牌',
  'session.malformedUserInfo': '用户信息格式有误',
} as const;

export type MessageKey = keyof typeof zh;

/** The statuses SPEC 8 gives a default text. */
export type StatusKey = Extract<MessageKey, number>;

const en: Record<MessageKey, string> = {
  0: 'Unknown error: possibly a cross-origin request or a wrong address',
  200: 'The server returned the requested data',
  201: 'Created or updated successfully',
  202: 'The request has been queued',
  204: 'Deleted successfully',
  400: 'The request information is wrong',
  401: 'Your session has expired, please sign in again',
  402: 'The token has expired',
  403: 'Signed in, but access is forbidden',
  404: 'The resource does not exist',
  406: 'The requested format is not available',
  410: 'The resource has been permanently deleted',
  500: 'Server error, please try again later',
  502: 'Gateway error',
  503: 'Service unavailable: the server is overloaded or under maintenance',
  504: 'Gateway timeout',
  'request.timeout': 'The request timed out, please try again later',
  'request.offline': 'You are offline, please check your network connection',
  'file.missingId': 'Missing file ID',
  'file.unknownOpenMode': 'Unknown open mode',
  'file.notFound': 'The file does not exist',
  'file.uploadFailed': 'File upload failed: {message}',
  'file.uploaded': 'File {name} uploaded successfully',
  'file.deleted': 'File deleted',
  'file.tooLarge': 'file max allowed {n}M',
  'session.loginNoToken': 'The login interface did not return the token',
  'session.malformedUserInfo': 'The user info is malformed',
};

export const catalogues: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { zh, en };

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The params a message needs, e.g. `{ n: 5 }` for 'file.tooLarge'. */
export type MessageParams<K extends MessageKey> = { [Name in Placeholders<(typeof zh)[K]>]: string | number };

type MessageArgs<K extends MessageKey> = [Placeholders<(typeof zh)[K]>] extends [never]
  ? [locale?: Locale]
  : [locale: Locale | undefined, params: MessageParams<K>];

/**
 * A catalogue text: `message(404, 'en')`, `message('file.tooLarge', 'zh', { n: 5 })`. Keys with
 * placeholders require their params (checked by the compiler).
 */
export function message<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  const [locale, params] = args as [Locale | undefined, Record<string, string | number> | undefined];
  const text = catalogues[locale ?? DEFAULT_LOCALE][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function isStatusKey(status: number): status is StatusKey {
  return Object.hasOwn(zh, status);
}

/**
 * The SPEC 8 default for a status. Statuses without a text of their own take their class's text
 * (413 reads as a bad request, 507 as a server error) rather than 0's cross-origin guess.
 */
export function statusMessage(status: number, locale: Locale = DEFAULT_LOCALE): string {
  if (isStatusKey(status)) return message(status, locale);
  if (status >= 500) return message(500, locale);
  if (status >= 400) return message(400, locale);
  return message(0, locale);
}

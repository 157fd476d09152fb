/** The default texts of SPEC 8, in the two languages of SPEC 9 (zh default). */
export type Locale = 'zh' | 'en';

const zh = {
  0: '未知错误，可能是跨域或请求地址错误',
  200: '服务器成功返回请求的数据',
  201: '新建或修改数据成功',
  202: '一个请求已经进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '发出的请求有错误',
  401: '用户没有权限（令牌失效、用户名或密码错误、登录过期）',
  402: '令牌过期',
  403: '用户得到授权，但是访问是被禁止的',
  404: '访问资源不存在',
  406: '请求的格式不可得',
  410: '请求的资源被永久删除，且不会被看到',
  500: '服务器发生错误',
  502: '网关错误',
  503: '服务不可用，服务器暂时过载或维护',
  504: '网关超时',
  timeout: '请求超时',
  network: '网络异常，请检查网络连接',
  loginNoToken: '登录接口异常，未正确返回令牌',
  malformedUserInfo: '用户信息接口异常，返回的数据格式不正确',
} as const;

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
  0: 'Unknown error, possibly cross-origin or a wrong address',
  200: 'The server returned the data',
  201: 'Created or updated',
  202: 'The request is queued',
  204: 'Deleted',
  400: 'The request information is wrong',
  401: 'No permission: the token is invalid, the credentials are wrong or the login expired',
  402: 'The token expired',
  403: 'Authorised, but access is forbidden',
  404: 'The resource does not exist',
  406: 'The requested format is not available',
  410: 'The resource was permanently deleted',
  500: 'Server error',
  502: 'Gateway error',
  503: 'Service unavailable',
  504: 'Gateway timeout',
  timeout: 'The request timed out',
  network: 'Network error, please check the connection',
  loginNoToken: 'The login interface did not return the token',
  malformedUserInfo: 'The user info is malformed',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { zh, en };

export function message(key: MessageKey, locale: Locale = 'zh'): string {
  return catalogues[locale][key];
}

/** The SPEC 8 default for a status; statuses without a text of their own fall back to 0's. */
export function statusMessage(status: number, locale: Locale = 'zh'): string {
  const key = (status in zh ? status : 0) as MessageKey;
  return message(key, locale);
}

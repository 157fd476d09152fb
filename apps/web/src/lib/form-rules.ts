import {
  isBlank,
  isChineseName,
  isEmail,
  isIdCard,
  isIPv4,
  isMoneyLike,
  isName,
  isPassword,
  isPhone,
  isPort,
  isTelephone,
  isUrl,
} from '@gs/sdk/validators';
import type { FormRule } from 'antd';
import type { LibMessageKey, LibTranslate } from '../i18n/messages/lib.ts';

/** One rule: blank gets `blankKey` (or passes when optional), an invalid value gets `invalidKey`. */
function check(t: LibTranslate, valid: (value: string) => boolean, invalidKey: LibMessageKey, blankKey?: LibMessageKey): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        if (isBlank(value)) return blankKey ? Promise.reject(new Error(t(blankKey))) : Promise.resolve();
        return valid(String(value).trim()) ? Promise.resolve() : Promise.reject(new Error(t(invalidKey)));
      },
    },
  ];
}

/** antd Form rules on the SDK's SPEC 5 validators, with the SPEC 5 texts. */
export function rules(t: LibTranslate) {
  return {
    username: check(t, () => true, 'lib.rule.usernameRequired', 'lib.rule.usernameRequired'),
    password: check(t, isPassword, 'lib.rule.passwordMin', 'lib.rule.passwordMin'),
    phone: check(t, isPhone, 'lib.rule.phone'),
    phoneRequired: check(t, isPhone, 'lib.rule.phone', 'lib.rule.phoneRequired'),
    smsCode: check(t, (value) => /^\d{4,8}$/.test(value), 'lib.rule.smsRequired', 'lib.rule.smsRequired'),
    idCard: check(t, isIdCard, 'lib.rule.idCard', 'lib.rule.idCardRequired'),
    chineseName: check(t, isChineseName, 'lib.rule.chineseName'),
    name: check(t, isName, 'lib.rule.name'),
    email: check(t, isEmail, 'lib.rule.email'),
    ip: check(t, isIPv4, 'lib.rule.ip'),
    port: check(t, (value) => isPort(value), 'lib.rule.port'),
    url: check(t, isUrl, 'lib.rule.url'),
    telephone: check(t, isTelephone, 'lib.rule.telephone'),
    money: check(t, isMoneyLike, 'lib.rule.money'),
    required: (label: string): FormRule[] => [{ validator: (_r, value: unknown) => (isBlank(value) ? Promise.reject(new Error(t('lib.rule.required', { label }))) : Promise.resolve()) }],
  };
}

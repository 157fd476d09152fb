import { isBlank, isChineseName, isEmail, isIdCard, isIPv4, isMoneyLike, isName, isPassword, isPhone, isPort, isTelephone, isUrl } from '@gs/sdk/validators';
import type { FormRule } from 'antd';
import type { LibMessageKey, LibTranslate } from '../i18n/messages/lib.ts';

/**
 * One rule: blank (SPEC 5: undefined, null, empty, whitespace, 'null') gets `blankKey`, or passes when
 * the field is optional; an invalid value gets `invalidKey`. Values are trimmed unless `trim` is false.
 */
function check(t: LibTranslate, valid: (value: string) => boolean, invalidKey: LibMessageKey, blankKey?: LibMessageKey, trim = true): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        if (isBlank(value)) return blankKey ? Promise.reject(new Error(t(blankKey))) : Promise.resolve();
        const text = trim ? String(value).trim() : String(value);
        return valid(text) ? Promise.resolve() : Promise.reject(new Error(t(invalidKey)));
      },
    },
  ];
}

const anything = () => true;

/** antd Form rules on the SDK's SPEC 5 validators, with the SPEC 5 texts. */
export function rules(t: LibTranslate) {
  return {
    username: check(t, anything, 'lib.rule.usernameRequired', 'lib.rule.usernameRequired'),
    // Spaces are part of a password, so its length is counted untrimmed.
    password: check(t, isPassword, 'lib.rule.passwordMin', 'lib.rule.passwordMin', false),
    phone: check(t, isPhone, 'lib.rule.phone'),
    phoneRequired: check(t, isPhone, 'lib.rule.phone', 'lib.rule.phoneRequired'),
    // SPEC 5 only requires the code; whether it is right is the server's answer.
    smsCode: check(t, anything, 'lib.rule.smsRequired', 'lib.rule.smsRequired'),
    idCard: check(t, isIdCard, 'lib.rule.idCard', 'lib.rule.idCardRequired'),
    chineseName: check(t, isChineseName, 'lib.rule.chineseName'),
    name: check(t, isName, 'lib.rule.name'),
    email: check(t, isEmail, 'lib.rule.email'),
    ip: check(t, isIPv4, 'lib.rule.ip'),
    port: check(t, isPort, 'lib.rule.port'),
    url: check(t, isUrl, 'lib.rule.url'),
    telephone: check(t, isTelephone, 'lib.rule.telephone'),
    money: check(t, isMoneyLike, 'lib.rule.money'),
    /** SPEC 5: extra required fields say 'please enter {label}'. */
    required: (label: string): FormRule[] => [
      {
        validator: (_rule, value: unknown) => (isBlank(value) ? Promise.reject(new Error(t('lib.rule.required', { label }))) : Promise.resolve()),
      },
    ],
  };
}

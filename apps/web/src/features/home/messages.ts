import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the home area (keys 'home.*'). */
export const homeMessages = registerMessages(
  defineMessages(
    {
      'home.greeting': '{greeting}，{name}',
      'home.role': '当前角色：{role}',
      'home.quickEntries': '快捷入口',
      'home.notices': '最新通知',
      'home.noticesEmpty': '暂无通知',
      'home.today': '今天是 {date}',
    },
    {
      'home.greeting': '{greeting}, {name}',
      'home.role': 'Current role: {role}',
      'home.quickEntries': 'Quick entries',
      'home.notices': 'Latest notices',
      'home.noticesEmpty': 'No notices',
      'home.today': 'Today is {date}',
    },
  ),
);

type HomeMessages = typeof homeMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends HomeMessages {}
}

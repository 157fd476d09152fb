import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the demo button page (keys 'demo.*'). */
export const demoMessages = registerMessages(
  defineMessages(
    {
      'demo.title': '按钮演示',
      'demo.tips': '提示框',
      'demo.primary': '主要按钮',
      'demo.default': '默认按钮',
      'demo.dashed': '虚线按钮',
      'demo.text': '文本按钮',
      'demo.link': '链接按钮',
      'demo.danger': '危险按钮',
      'demo.loading': '加载中',
      'demo.disabled': '禁用',
      'demo.withIcon': '图标按钮',
      'demo.sizes': '尺寸',
      'demo.types': '类型',
      'demo.states': '状态',
      'demo.permission': '权限按钮',
      'demo.permissionHint': '以下按钮按当前用户的权限显示（SPEC 6）；未登录时只显示无需权限的按钮。',
      'demo.tip.success': '操作成功的提示',
      'demo.tip.primary': '普通信息的提示',
      'demo.tip.warning': '需要注意的提示',
      'demo.tip.danger': '危险操作的提示',
      'demo.tip.info': '补充说明的提示',
      'demo.clicked': '点击了「{name}」',
    },
    {
      'demo.title': 'Buttons',
      'demo.tips': 'Tip boxes',
      'demo.primary': 'Primary',
      'demo.default': 'Default',
      'demo.dashed': 'Dashed',
      'demo.text': 'Text',
      'demo.link': 'Link',
      'demo.danger': 'Danger',
      'demo.loading': 'Loading',
      'demo.disabled': 'Disabled',
      'demo.withIcon': 'With icon',
      'demo.sizes': 'Sizes',
      'demo.types': 'Types',
      'demo.states': 'States',
      'demo.permission': 'Permission buttons',
      'demo.permissionHint': "These buttons follow the current user's permissions (SPEC 6); signed out, only the unrestricted one shows.",
      'demo.tip.success': 'A success tip',
      'demo.tip.primary': 'A primary tip',
      'demo.tip.warning': 'A warning tip',
      'demo.tip.danger': 'A danger tip',
      'demo.tip.info': 'An info tip',
      'demo.clicked': 'Clicked “{name}”',
    },
  ),
);

type DemoMessages = typeof demoMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends DemoMessages {}
}

import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the bell's messages about applications (components/messages). */
export const bellMessages = registerMessages(
  defineMessages(
    {
      'bell.tabMessages': '事务通知',
      'bell.tabNotices': '公告',
      'bell.empty': '暂无事务通知',
      'bell.event.waiting': '{name}的{kind}申请等待您审批（{step}）',
      'bell.event.submitted': '{actor}为{name}提交了{kind}申请',
      'bell.event.step_approved': '{name}的{kind}申请已通过{step}（{actor}）',
      'bell.event.approved': '{name}的{kind}申请已审批通过',
      'bell.event.rejected': '{name}的{kind}申请未通过（{actor}）',
      'bell.event.withdrawn': '{name}的{kind}申请已撤回',
    },
    {
      'bell.tabMessages': 'Applications',
      'bell.tabNotices': 'Notices',
      'bell.empty': 'No word of applications yet',
      'bell.event.waiting': "{name}'s {kind} application waits for your decision ({step})",
      'bell.event.submitted': '{actor} applied for {name}: {kind}',
      'bell.event.step_approved': "{name}'s {kind} application passed the {step} ({actor})",
      'bell.event.approved': "{name}'s {kind} application is approved",
      'bell.event.rejected': "{name}'s {kind} application was refused ({actor})",
      'bell.event.withdrawn': "{name}'s {kind} application was withdrawn",
    },
  ),
);

type BellMessages = typeof bellMessages.zh;

declare module '../define.ts' {
  interface AreaTexts extends BellMessages {}
}

import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the personal center (keys 'center.*'); the sign-in texts are in i18n/messages/app.ts, loaded first. */
export const authMessages = registerMessages(
  defineMessages(
    {
      'center.profile': '个人资料',
      'center.password': '修改密码',
      'center.field.username': '用户名',
      'center.field.name': '姓名',
      'center.field.userType': '用户类型',
      'center.field.dept': '所属部门',
      'center.field.phone': '手机号',
      'center.field.email': '邮箱',
      'center.field.roles': '角色',
      'center.field.number': '学号 / 工号',
      'center.userType.staff': '管理人员',
      'center.userType.teacher': '教师',
      'center.userType.student': '学生',
      'center.oldPassword': '原密码',
      'center.newPassword': '新密码',
      'center.confirmPassword': '确认新密码',
      'center.passwordMismatch': '两次输入的密码不一致',
      'center.passwordChanged': '密码已修改',
      'center.defaultPasswordWarning': '您仍在使用默认密码，请修改。',
      'center.photoAlt': '{name} 的照片',
    },
    {
      'center.profile': 'Profile',
      'center.password': 'Change password',
      'center.field.username': 'Username',
      'center.field.name': 'Name',
      'center.field.userType': 'User type',
      'center.field.dept': 'Department',
      'center.field.phone': 'Phone',
      'center.field.email': 'Email',
      'center.field.roles': 'Roles',
      'center.field.number': 'Student or staff number',
      'center.userType.staff': 'Staff',
      'center.userType.teacher': 'Teacher',
      'center.userType.student': 'Student',
      'center.oldPassword': 'Current password',
      'center.newPassword': 'New password',
      'center.confirmPassword': 'Confirm new password',
      'center.passwordMismatch': 'The two passwords do not match',
      'center.passwordChanged': 'The password has been changed',
      'center.defaultPasswordWarning': 'You are still using the default password; please change it.',
      'center.photoAlt': 'Photo of {name}',
    },
  ),
);

type AuthMessages = typeof authMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends AuthMessages {}
}

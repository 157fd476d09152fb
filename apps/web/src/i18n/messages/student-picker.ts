import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the shared student picker (components/student-picker). */
export const studentPickerMessages = registerMessages(
  defineMessages(
    {
      'studentPicker.label': '选择学生',
      'studentPicker.placeholder': '输入姓名、学号或身份证号',
      'studentPicker.hint': '请先输入姓名、学号或身份证号选择学生',
      'studentPicker.none': '没有找到学生',
    },
    {
      'studentPicker.label': 'Choose a student',
      'studentPicker.placeholder': 'Name, student no. or ID card no.',
      'studentPicker.hint': 'Type a name, student no. or ID card no. to choose a student',
      'studentPicker.none': 'No student found',
    },
  ),
);

type StudentPickerMessages = typeof studentPickerMessages.zh;

declare module '../define.ts' {
  interface AreaTexts extends StudentPickerMessages {}
}

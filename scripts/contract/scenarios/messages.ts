/**
 * Messages (the header bell): the teacher's list is read as the teacher (the main account may have none);
 * the write marks one of the teacher's messages read that is read already, so nothing changes, or, with
 * --allow-residue and nothing read yet, the newest one.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import type { AreaScenario } from '../scenario.ts';

type MessagePage = components['schemas']['MessagePage'];

export const messages: AreaScenario = {
  name: 'messages',
  tags: ['messages'],

  async writes(run) {
    const teacher = await run.accountToken('teacher');
    if (!teacher) {
      run.skip('markMessagesRead', 'needs an account with messages: pass --teacher-username/--teacher-password');
      return;
    }
    const page = await run.data<MessagePage>('listMessages', { token: teacher, query: { size: 100, unread: null } });
    const read = page?.records.find((message) => message.read);
    const target = read ?? (run.options.allowResidue ? page?.records[0] : undefined);
    if (!target) {
      run.skip(
        'markMessagesRead',
        page?.total ? 'every message of the teacher is unread: pass --allow-residue to mark one read' : 'the teacher has no message to mark',
      );
      return;
    }
    await run.call('markMessagesRead', { token: teacher, json: { ids: [target.id] } });
  },
};

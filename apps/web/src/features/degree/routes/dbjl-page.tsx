import { PlusOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Button, Drawer, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { DEFENCE_STATES, type Defence } from '../api/keys.ts';
import { useDefences } from '../api/defences.ts';
import { DefenceDetail } from '../components/degree-file.tsx';
import { CloseDefenceDialog, VoteDialog } from '../components/defence-dialogs.tsx';
import { CellTag, DEFENCE_COLOUR, committeeRoleKey, defenceStateKey } from '../components/parts.tsx';
import { useDegreeRole, useOwnStaffNumber } from '../components/role.ts';
import { ScheduleDialog } from '../components/schedule-dialog.tsx';
import '../messages.ts';

type Filter = { keyword?: string; xydm?: string; state?: Defence['state'] };

function useRows({ filter, current, size }: ListQuery<Filter, string>): ListResult<Defence> {
  return useDefences({ ...filter, current, size });
}

function columns(t: Translate): KitColumn<Defence>[] {
  return [
    { key: 'xm', title: 'degree.student.xm', width: 90, fixed: 'left' },
    {
      key: 'state',
      title: 'degree.defence.state',
      width: 100,
      state: true,
      render: (row) => <CellTag colour={DEFENCE_COLOUR[row.state]}>{t(defenceStateKey(row.state))}</CellTag>,
    },
    { key: 'xykh', title: 'degree.student.xykh', width: 120, visible: false },
    { key: 'xymc', title: 'degree.student.xymc', width: 160 },
    { key: 'zymc', title: 'degree.student.zymc', width: 160, visible: false },
    { key: 'pycc', title: 'degree.student.pycc', width: 90, dict: dictFields.Defence.pycc },
    { key: 'thesisCode', title: 'degree.thesis.code', width: 130, visible: false },
    { key: 'title', title: 'degree.thesis.title', width: 220 },
    { key: 'time', title: 'degree.defence.time', width: 150 },
    { key: 'room', title: 'degree.defence.room', width: 140 },
    {
      key: 'members',
      title: 'degree.defence.committee',
      width: 240,
      render: (row) =>
        row.members.map((member) => t('degree.defence.memberText', { name: member.xm, role: t(committeeRoleKey(member.role)) })).join(t('common.listSep')),
    },
    {
      key: 'passVotes',
      title: 'degree.defence.votes',
      width: 150,
      render: (row) => t('degree.defence.voteShort', { pass: row.passVotes, fail: row.failVotes, total: row.members.length }),
    },
    { key: 'passShare', title: 'degree.defence.share', width: 110, visible: false, render: (row) => t(`degree.share.${row.passShare}`) },
  ];
}

type Open = { kind: 'detail' | 'vote' | 'close' | 'change'; defence: Defence } | { kind: 'schedule'; defence?: Defence } | null;

/** Whether a defence's arrangements may still change: scheduled, and no member has voted (rescheduleDefence). */
const changeable = (defence: Defence) => defence.state === 'scheduled' && defence.members.every((member) => member.vote === null);

/**
 * 答辩记录 (xw/dbjl/index, /xw/dbjl; issue 24 §1): the defences of the caller's scope (the graduate school and a
 * college schedule them, record the votes as read out, upload the record and close them with the resolution);
 * a teacher sees the defences they sit on and records their own vote (a secretary everyone's).
 */
export default function DefencesPage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const role = useDegreeRole();
  const ownGh = useOwnStaffNumber();
  const tree = useScopedOrgTree();
  const [open, setOpen] = useState<Open>(null);
  const manager = role === 'manager';
  const fields: KitField<Filter>[] = [
    { name: 'keyword', label: 'degree.defences.keyword', kind: 'text', placeholder: 'degree.defences.keywordHint', maxLength: 50 },
    ...(manager ? [{ name: 'xydm' as const, label: 'degree.student.xymc' as const, kind: 'tree' as const, nodes: collegeTree(tree.data) }] : []),
    { name: 'state', label: 'degree.defence.state', kind: 'select', options: DEFENCE_STATES.map((state) => ({ value: state, label: defenceStateKey(state) })) },
  ];
  const actionOf = (action: string, row: Defence) => t('degree.defences.actionOf', { action, name: row.xm });
  const close = () => setOpen(null);
  return (
    <ListPage<Defence, Filter>
      search={{ name: 'dbjl-search', title: 'degree.defences.search', fields }}
      useRows={useRows}
      title={(total) => t(manager ? 'degree.defences.title' : 'degree.defences.mine', { total })}
      toolbar={() =>
        manager && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'schedule' })}>
            {t('degree.schedule.title')}
          </Button>
        )
      }
      table={{
        label: 'degree.defences.table',
        rowKey: 'id',
        columns: columns(t),
        storageKey: 'gs-dbjl-columns',
        sortable: false,
        empty: 'degree.defences.empty',
        // Up to four actions on one line: the English words are about half as wide again as the Chinese.
        actionsWidth: language === 'en' ? 380 : 280,
        actions: (row) => (
          <Space size={4}>
            <RowAction onClick={() => setOpen({ kind: 'detail', defence: row })} aria-label={actionOf(t('degree.defences.detail'), row)}>
              {t('degree.defences.detail')}
            </RowAction>
            {row.state === 'scheduled' && (row.mayVote || row.mayRecord) && (
              <RowAction
                onClick={() => setOpen({ kind: 'vote', defence: row })}
                aria-label={actionOf(t(row.mayRecord ? 'degree.defences.votes' : 'degree.defences.vote'), row)}
              >
                {t(row.mayRecord ? 'degree.defences.votes' : 'degree.defences.vote')}
              </RowAction>
            )}
            {row.mayClose && (
              <RowAction onClick={() => setOpen({ kind: 'close', defence: row })} aria-label={actionOf(t('degree.defences.close'), row)}>
                {t('degree.defences.close')}
              </RowAction>
            )}
            {manager && row.state === 'failed' && (
              <RowAction onClick={() => setOpen({ kind: 'schedule', defence: row })} aria-label={actionOf(t('degree.defences.again'), row)}>
                {t('degree.defences.again')}
              </RowAction>
            )}
            {manager && (
              <RowAction onClick={() => navigate(paths.degreeFile(row.xykh))} aria-label={actionOf(t('degree.list.file'), row)}>
                {t('degree.list.file')}
              </RowAction>
            )}
          </Space>
        ),
      }}
    >
      {() => (
        <>
          <Drawer
            open={open?.kind === 'detail'}
            title={open?.kind === 'detail' ? t('degree.defences.detailOf', { name: open.defence.xm, title: open.defence.title }) : ''}
            size={720}
            onClose={close}
            destroyOnHidden
            // The graduate school or the college moves a defence, or changes its committee, before anyone votes.
            extra={
              manager && open?.kind === 'detail' && open.defence.state === 'scheduled' ? (
                <Tooltip title={changeable(open.defence) ? undefined : t('degree.defences.changeHint')}>
                  <Button disabled={!changeable(open.defence)} onClick={() => setOpen({ kind: 'change', defence: open.defence })}>
                    {t('degree.defences.change')}
                  </Button>
                </Tooltip>
              ) : undefined
            }
          >
            {open?.kind === 'detail' && <DefenceDetail defence={open.defence} />}
          </Drawer>
          {open?.kind === 'vote' && <VoteDialog defence={open.defence} ownGh={ownGh} onClose={close} />}
          {open?.kind === 'close' && <CloseDefenceDialog defence={open.defence} onClose={close} />}
          {open?.kind === 'schedule' && <ScheduleDialog again={open.defence ? { xykh: open.defence.xykh, xm: open.defence.xm } : undefined} onClose={close} />}
          {open?.kind === 'change' && <ScheduleDialog change={open.defence} onClose={close} />}
        </>
      )}
    </ListPage>
  );
}

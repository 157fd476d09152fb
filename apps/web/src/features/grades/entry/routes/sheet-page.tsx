import { Button, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../../components/permission.tsx';
import { useT } from '../../../../i18n/i18n.ts';
import { useGradeSheet } from '../../api/sheets.ts';
import { SheetEditor } from '../components/sheet-editor.tsx';
import '../messages.ts';

/** 选课学生成绩 (cjgl/cjlr/students, hidden route /cjlr/xkxsIdex?id=<offering id>): the grade entry grid of one offering. */
export default function GradeSheetPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const sheet = useGradeSheet(id);
  const { can } = useAccess();
  if (!id) return <Result status="warning" title={t('gradeEntry.page.noId')} />;
  if (sheet.isPending) return <Skeleton active />;
  if (!sheet.data)
    return (
      <Result
        status="warning"
        title={t('gradeEntry.page.loadError')}
        extra={<Button onClick={() => void sheet.refetch()}>{t('gradeEntry.page.retry')}</Button>}
      />
    );
  // One editor per offering; a later answer for the same sheet is merged by the editor, never remounted over typed text.
  return <SheetEditor key={id} sheet={sheet.data} mayEdit={can(['cjgl:cjlr:edit'])} refetch={sheet.refetch} />;
}

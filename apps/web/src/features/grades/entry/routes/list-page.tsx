import { SheetList } from '../components/sheet-list.tsx';

/** 成绩录入 (cjgl/cjlr/index, /cjgl/cjlr): the grade sheets of my offerings. */
export default function GradeEntryListPage() {
  return <SheetList />;
}

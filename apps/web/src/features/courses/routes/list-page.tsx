import { CourseList } from '../components/course-list.tsx';

/** 课程库 (pkgl/kcgl/index, /pkgl/kcgl): the course library. */
export default function CourseLibraryPage() {
  return <CourseList />;
}

import { apiMutation } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { coursesKeys } from './keys.ts';

type ImportForm = components['schemas']['CourseImportForm'];

/** Each write refreshes every course query (a new course may be another one's prerequisite). */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: coursesKeys.all });
}

/** POST a new course. */
export function useCreateCourse() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, coursesKeys, 'post', '/cloud-xj/api/pkgl/kcgl'), onSuccess });
}

/** PUT the fields of a course that changed. */
export function useUpdateCourse() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, coursesKeys, 'put', '/cloud-xj/api/pkgl/kcgl/{id}'), onSuccess });
}

/** DELETE a course that no other course needs (the server refuses one that is a prerequisite). */
export function useDeleteCourse() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, coursesKeys, 'delete', '/cloud-xj/api/pkgl/kcgl/{id}'), onSuccess });
}

/** POST import: the workbook as multipart; answers the row-by-row report. */
export function useImportCourses() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationKey: [coursesKeys.scope, 'import'],
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // The client sends FormData as it is (multipart); the schema's type names its fields.
      return api.post('/cloud-xj/api/pkgl/kcgl/import', { body: form as unknown as ImportForm });
    },
    onSuccess,
  });
}

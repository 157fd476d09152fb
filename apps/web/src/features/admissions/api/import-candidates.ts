import type { components } from '@gs/sdk/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type AdmissionLevel, admissionsKeys } from './keys.ts';

type ImportForm = components['schemas']['CandidateImportForm'];

/** POST import: the workbook and the level as multipart; answers the row-by-row report. */
export function useImportCandidates() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [admissionsKeys.scope, 'import'],
    mutationFn: ({ file, level }: { file: File; level: AdmissionLevel }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('level', level);
      // The client sends FormData as it is (multipart); the schema's type names its fields.
      return api.post('/cloud-xj/api/zs/lq/import', { body: form as unknown as ImportForm });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: admissionsKeys.all }),
  });
}

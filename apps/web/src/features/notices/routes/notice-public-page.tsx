import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NoticeView } from './notice-view-page.tsx';

/**
 * Signed out, without the shell: /pubPage/dbgg/index and /dbggView (SPEC 2 white list). The page brings
 * the providers the shell would give it.
 */
export default function NoticePublicPage() {
  const [client] = useState(createQueryClient);
  return (
    <AntApp>
      <QueryClientProvider client={client}>
        <NoticeView standalone />
      </QueryClientProvider>
    </AntApp>
  );
}

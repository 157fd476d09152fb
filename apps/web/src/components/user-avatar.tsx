import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '../lib/query.ts';
import { createQueryKeys } from '@gs/sdk/query';
import { joinUrl } from '@gs/sdk/transport';
import { Avatar } from 'antd';
import { api, apiBaseUrl } from '../lib/api.ts';
import { useSession } from '../stores/session.ts';

/** The signed-in student's own photo: the header avatar, and the student's own record page, which invalidates it after an upload. */
export const ownPhotoKeys = createQueryKeys('own-photo');

/**
 * SPEC 1: students see their own photo (gettu, base64); other roles their stored avatar. The avatar
 * path is an API path (a signed link, since an `<img>` sends no token), so it is loaded from the API base.
 */
export function UserAvatar({ size = 28 }: { size?: number }) {
  const info = useSession((s) => s.info);
  const student = info?.roles[0]?.roleKey === 'student';
  const photo = useQuery({
    queryKey: ownPhotoKeys.get('/cloud-xj/api/xj/xjxx/gettu', { query: { fileType: 'rxzp' } }),
    queryFn: () => api.get('/cloud-xj/api/xj/xjxx/gettu', { params: { query: { fileType: 'rxzp' } } }),
    enabled: student,
    staleTime: Infinity,
    retry: false,
  });
  const src = student
    ? photo.data
      ? `data:${photo.data.contentType};base64,${photo.data.fileContent}`
      : undefined
    : avatarUrl(info?.avatarPath ?? info?.user.avatarPath);
  return <Avatar size={size} src={src} icon={<UserOutlined />} alt={info?.user.nickName ?? info?.username ?? ''} />;
}

function avatarUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|\/\/)/.test(path) ? path : joinUrl(apiBaseUrl, path);
}

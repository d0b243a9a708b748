/** REST bases of the replicated resources (DESIGN section 4). */
export const resources = {
  boards: '/api/v1/p/board',
  posts: '/api/v1/p/post',
  comments: (postId: string) => `/api/v1/p/post/${encodeURIComponent(postId)}/comment`,
  notifications: '/api/v1/notification',
  blocks: '/api/v1/user/me/block',
  liveStations: '/api/v1/p/afreecatv/station',
  notices: '/api/v1/p/afreecatv/notice',
} as const;

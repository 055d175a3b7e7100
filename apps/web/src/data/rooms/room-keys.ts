/** Query keys of room data; `all` is the prefix that reloads everything about rooms. */
export const roomKeys = {
  all: ['rooms'] as const,
  list: ['rooms', 'list'] as const,
  detail: (id: string) => ['rooms', 'detail', id] as const,
};

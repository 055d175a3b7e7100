/** Query keys of room data; `all` is the prefix that reloads everything about rooms. */
export const roomKeys = {
  all: ['rooms'] as const,
  list: ['rooms', 'list'] as const,
  detail: (id: string) => ['rooms', 'detail', id] as const,
  /** A room's meter readings and each period's split. */
  meterReadings: (id: string) => ['rooms', 'meter-readings', id] as const,
};

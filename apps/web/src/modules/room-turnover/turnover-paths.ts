/** Route paths of the turnover screens, with their ids in the path (SPEC §2): links can be shared and reloaded. */
export const turnoverPath = (roomId: number) => `/service/roomRunning/${roomId}`;
export const hourlyFlowPath = (userId: number, roomId: number) => `/service/roomHourlyFlow/${userId}/${roomId}`;

/** A positive whole number from a path segment, or nothing. */
export function pathId(value: string | undefined): number | undefined {
  const id = value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

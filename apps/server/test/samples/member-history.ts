import { wellFormedXlsx } from '../malformed-xlsx.ts';
import type { Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of a member's histories and the xlsx preview (issue 31): both histories read a member
 * outside region 1 (the country admin is refused it); the preview reads a file and keeps nothing.
 */
export const samples: Record<string, Sample> = {
  'Member/serviceHistoryList': { valid: (env: SampleEnv) => ({ user_id: env.memberOutsideRegion1 }) },
  'HistoryLog/profileHistoryList': { valid: (env: SampleEnv) => ({ user_id: env.memberOutsideRegion1 }) },
  'UploadFile/importExcel': {
    valid: () => ({}),
    failing: () => ({}),
    files: {
      valid: [{ filename: 'ids.xlsx', content: wellFormedXlsx() }],
      failing: [{ filename: 'ids.xlsx', content: 'id\n1\n' }],
    },
  },
};

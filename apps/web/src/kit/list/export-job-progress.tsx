import { jobActions, translate } from '@console/contract';
import { message, Progress } from 'antd';
import { api } from '../../app/api/client.ts';
import { toast } from '../../app/api/notify.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { followJob } from './follow-job.ts';

/**
 * A long export (its answer carries `job_id`): a notice with a progress bar, polling Job/status
 * every second, then the download once the file is ready; a failure is said in words.
 */
export async function followExportJob(jobId: string, url: string): Promise<void> {
  const key = `export-job:${jobId}`;
  const lang = currentWireLang();
  const show = (percent: number) =>
    void message.open({
      key,
      type: 'loading',
      duration: 0,
      content: (
        <span data-testid="export-job-progress">
          {translate('export_preparing', lang)} <Progress percent={percent} size="small" style={{ width: 160 }} />
        </span>
      ),
    });
  show(0);
  try {
    const last = await followJob({
      fetchStatus: () => api(jobActions.jobStatus, { id: jobId }),
      onProgress: (status) => show(status.progress),
    });
    message.destroy(key);
    if (last.state === 'completed') window.location.assign(url);
    else toast.error(translate('export_failed', lang));
  } catch (error) {
    message.destroy(key);
    throw error;
  }
}

import type { RowMode } from './database.ts';

export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode: RowMode }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export interface WorkerError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

export type WorkerReply =
  | { id: number; rows: unknown[]; affectedRows: number; error?: undefined; dump?: undefined }
  | { id: number; dump: ArrayBuffer; error?: undefined; rows?: undefined }
  | { id: number; error: WorkerError; rows?: undefined; dump?: undefined };

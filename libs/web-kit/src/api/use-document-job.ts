import { packageJobFile, packageJobStatus, type CallAnswer } from '@portal/contracts/call-routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from '../resource-table/csv.js';
import { useApi } from './api-context.js';
import { fetchAuthorizedFile } from './authorized-file.js';
import { call, callPath } from './call.js';
import { followJob } from './follow-job.js';

export type DocumentJobStatus = CallAnswer<NonNullable<(typeof packageJobStatus)['entry']>>;

export interface DocumentJobProgress {
  id: string;
  percent: number;
  message: string;
  state: string;
}

/**
 * A document job as a dialog shows it: follows a queued job to its end with its progress, and saves
 * its file. Closing the dialog (`stop`) stops following; the job itself runs on.
 */
export function useDocumentJob() {
  const api = useApi();
  const [job, setJob] = useState<DocumentJobProgress | null>(null);
  const watching = useRef(0);
  useEffect(() => () => void (watching.current += 1), []);

  const follow = useCallback(
    async (first: DocumentJobStatus): Promise<DocumentJobStatus | null> => {
      const run = ++watching.current;
      const current = () => run === watching.current;
      const status = await followJob(
        first,
        () => call(api, packageJobStatus, { params: { id: first.id } }),
        (s) => current() && setJob({ id: s.id, percent: s.progress.percent, message: s.progress.message ?? s.state, state: s.state }),
        current,
      );
      return current() ? status : null;
    },
    [api],
  );

  const stop = useCallback(() => {
    watching.current += 1;
    setJob(null);
  }, []);

  const download = useCallback(async (id: string, fallbackName = 'documents.pdf') => {
    const file = await fetchAuthorizedFile(callPath(packageJobFile, { id }));
    saveBlob(file.filename ?? fallbackName, file.blob);
  }, []);

  return { job, follow, stop, download };
}

import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { buildHeaders, isRelativeUrl } from '../../lib/http/http-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { handleAuthFailure } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Saves a file the API serves only to the signed-in user (a certificate PDF): a plain link
 * cannot carry the session's `Authorization` header, so the file is fetched with it and handed
 * to the browser as a download. Addresses on other hosts are simply opened.
 */
export async function downloadProtectedFile(url: string, fileName: string): Promise<void> {
  if (!isRelativeUrl(url)) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const response = await fetch(url, {
    headers: buildHeaders(url, 'GET'),
    credentials: 'same-origin',
  });
  if (response.status === 401) handleAuthFailure();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  saveBlob(await response.blob(), fileName);
}

export interface ProtectedDownloadProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  url: string;
  fileName: string;
  /** The toast shown when the file cannot be fetched. */
  failedText: string;
  children: React.ReactNode;
}

/** A button that downloads `url` with the session (see `downloadProtectedFile`). */
export function ProtectedDownload({
  url,
  fileName,
  failedText,
  children,
  ...button
}: ProtectedDownloadProps) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadProtectedFile(url, fileName);
    } catch {
      toast.error(failedText);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button {...button} loading={pending} onClick={() => void download()} data-href={url}>
      {children}
    </Button>
  );
}

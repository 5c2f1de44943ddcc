import type { ButtonProps } from '@mantine/core';
import { ProtectedDownload } from '../../../components/ui/protected-download.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** "Download the certificate (PDF)": the PDF is served with the session only. */
export function CertificateDownload({
  url,
  title,
  fileName,
  ...button
}: {
  url: string;
  /** The course, named in the button's accessible name when several are listed. */
  title: string;
  fileName: string;
} & Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <ProtectedDownload
      {...button}
      url={url}
      fileName={fileName}
      failedText={t('training.certificates.downloadFailed')}
      aria-label={t('training.certificates.downloadOf', { title })}
    >
      {t('training.certificates.download')}
    </ProtectedDownload>
  );
}

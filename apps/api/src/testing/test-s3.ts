import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  readonly port: number;
  /** `http://127.0.0.1:<port>`. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly credentials: { accessKeyId: string; secretAccessKey: string };
  /** The MEDIA_S3_* variables of a server that keeps its uploads in this bucket at `endpoint`. */
  env(endpoint?: string): Record<string, string>;
  /** The keys the bucket holds, read directly (not through a proxy the test stops). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in this process, files in a temporary folder) with one
 * empty bucket. It checks signatures as S3 does, presigned URLs included.
 */
export async function startTestS3(bucket = 'pulso-media'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'pulso-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const direct = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    port,
    endpoint,
    bucket,
    credentials,
    env: (at = endpoint) => ({
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: at,
      MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async keys() {
      const listed = await direct.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async close() {
      direct.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

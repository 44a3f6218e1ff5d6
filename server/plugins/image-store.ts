// Decorates the app with the built-in image host's store: a folder (DATA_DIR/images) by default,
// or an S3-compatible bucket every instance shares when S3_BUCKET is set. The upload route, the
// route that serves the files and the demo seed share it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { FolderImageStore, type ImageStore } from '../images/storage'

declare module 'fastify' {
  interface FastifyInstance {
    imageStore: ImageStore
  }
}

export default fp(
  async function imageStore(app: FastifyInstance) {
    const storage = app.config.imageStorage
    const store: ImageStore =
      storage.kind === 's3'
        ? // Loaded only when configured: the embedded default never loads the AWS SDK.
          new (await import('../images/s3-storage')).S3ImageStore(storage)
        : new FolderImageStore(storage.dir)
    app.log.info({ images: store.location }, 'image storage')
    app.decorate('imageStore', store)
    app.addHook('onClose', async () => store.close())
  },
  { name: 'image-store', dependencies: ['config'] },
)

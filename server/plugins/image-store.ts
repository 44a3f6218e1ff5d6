// Decorates the app with the built-in image host's store: content-addressed files under
// DATA_DIR/images. The upload route, the route that serves the files and the demo seed share it.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ImageStore, imagesDir } from '../images/storage'

declare module 'fastify' {
  interface FastifyInstance {
    imageStore: ImageStore
  }
}

export default fp(
  async function imageStore(app: FastifyInstance) {
    app.decorate('imageStore', new ImageStore(imagesDir(app.config.dataDir)))
  },
  { name: 'image-store', dependencies: ['config'] },
)

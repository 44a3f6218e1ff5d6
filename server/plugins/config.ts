// Decorates the app with its configuration, read and validated once by loadConfig before the
// app is built. Every plugin that reads `app.config` depends on this one by name.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

export default fp<{ config: Config }>(
  async function config(app: FastifyInstance, options) {
    app.decorate('config', options.config)
  },
  { name: 'config', dependencies: [] },
)

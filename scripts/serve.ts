import { parseArgs } from 'node:util'
import { startStaticServer } from '../src/node/host/static-server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    root: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})
const server = await startStaticServer({ root: values.root!, port: Number(values.port), host: values.host })
console.log(`Serving ${values.root} at ${server.url}`)

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** A position in a document as LSP counts it: line and character from 0. */
export interface Position {
  line: number
  character: number
}

export interface Diagnostic {
  range: { start: Position; end: Position }
  message: string
  severity?: number
  source?: string
}

export interface CompletionItem {
  label: string
  kind?: number
  insertText?: string
  documentation?: string | { value: string }
}

interface Message {
  id?: number
  method?: string
  params?: unknown
  result?: unknown
  error?: { message: string }
}

const SERVER = join(
  dirname(createRequire(import.meta.url).resolve('yaml-language-server/package.json')),
  'bin/yaml-language-server',
)

/**
 * The YAML language server VS Code's YAML extension runs, started over stdio and spoken to in LSP JSON-RPC, so a test
 * sees what an author sees in the editor. Every answer is awaited by its id or its document version, never by time.
 */
export class LanguageServer {
  private readonly process: ChildProcessWithoutNullStreams
  private buffer = Buffer.alloc(0)
  private nextId = 1
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  private readonly diagnostics = new Map<string, Diagnostic[]>()
  private readonly diagnosticWaiters: Array<() => void> = []
  private readonly versions = new Map<string, number>()
  readonly stderr: string[] = []
  private onConfigured: () => void = () => {}

  private readonly settings: Record<string, unknown>

  private constructor(root: string, settings: Record<string, unknown>) {
    this.settings = settings
    this.process = spawn(process.execPath, [SERVER, '--stdio'], { cwd: root })
    this.process.stdout.on('data', (chunk: Buffer) => this.receive(chunk))
    this.process.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()))
  }

  /** Starts the server on `root` with the `yaml.*` settings of a VS Code settings file, and initialises it. */
  static async start(
    root: string,
    settingsFile: string,
    overrides: Record<string, unknown> = {},
  ): Promise<LanguageServer> {
    const vscode = JSON.parse(readFileSync(settingsFile, 'utf8')) as Record<string, unknown>
    // VS Code's dotted keys (`yaml.schemaStore.enable`) as the nested sections the server asks for.
    const settings: Record<string, unknown> = {}
    for (const [key, value] of Object.entries({ ...vscode, ...overrides })) {
      const parts = key.split('.')
      let section = settings
      for (const part of parts.slice(0, -1)) {
        section[part] ??= {}
        section = section[part] as Record<string, unknown>
      }
      section[parts.at(-1)!] = value
    }
    const server = new LanguageServer(root, settings)
    const rootUri = pathToFileURL(root).href
    await server.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'root' }],
      capabilities: {
        workspace: { configuration: true },
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: { versionSupport: true },
        },
      },
      initializationOptions: {},
    })
    // On `initialized` the server asks for its settings; documents are opened once it has them.
    const configured = new Promise<void>((resolve) => {
      server.onConfigured = resolve
    })
    server.notify('initialized', {})
    await configured
    return server
  }

  /**
   * Opens a document with `text`, or replaces its text with a new version. A new version is sent only once the
   * server has published the diagnostics of the previous one, so no late answer about an old text is mistaken for
   * an answer about the new one.
   */
  async open(file: string, text: string): Promise<void> {
    const uri = pathToFileURL(file).href
    const previous = this.versions.get(uri)
    if (previous !== undefined) await this.diagnosticsOf(file)
    const version = (previous ?? 0) + 1
    this.versions.set(uri, version)
    this.diagnostics.delete(uri)
    if (previous === undefined)
      this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } })
    else this.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] })
  }

  /** The diagnostics the server publishes for the document's current version (it validates each version once). */
  async diagnosticsOf(file: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(file).href
    for (;;) {
      const published = this.diagnostics.get(uri)
      if (published) return published
      await new Promise<void>((resolve) => this.diagnosticWaiters.push(resolve))
    }
  }

  async completion(file: string, position: Position): Promise<CompletionItem[]> {
    const result = (await this.request('textDocument/completion', {
      textDocument: { uri: pathToFileURL(file).href },
      position,
    })) as { items: CompletionItem[] } | CompletionItem[] | null
    return Array.isArray(result) ? result : (result?.items ?? [])
  }

  /** The hover text at `position` (markdown), or undefined when the server shows none. */
  async hover(file: string, position: Position): Promise<string | undefined> {
    const result = (await this.request('textDocument/hover', {
      textDocument: { uri: pathToFileURL(file).href },
      position,
    })) as { contents: string | { value: string } | Array<string | { value: string }> } | null
    if (!result) return undefined
    const parts = Array.isArray(result.contents) ? result.contents : [result.contents]
    return parts.map((part) => (typeof part === 'string' ? part : part.value)).join('\n')
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()))
    try {
      await this.request('shutdown', null)
      this.notify('exit', null)
    } catch {
      this.process.kill()
    }
    await exited
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.send({ jsonrpc: '2.0', id, method, params })
    })
  }

  private notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params })
  }

  private send(message: Record<string, unknown>): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8')
    this.process.stdin.write(`Content-Length: ${body.length}\r\n\r\n`)
    this.process.stdin.write(body)
  }

  /** Splits the stream into `Content-Length`-framed messages. */
  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk])
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n')
      if (headerEnd < 0) return
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1])
      if (this.buffer.length < headerEnd + 4 + length) return
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')
      this.buffer = this.buffer.subarray(headerEnd + 4 + length)
      this.handle(JSON.parse(body) as Message)
    }
  }

  private handle(message: Message): void {
    if (message.id !== undefined && message.method === undefined) {
      const waiter = this.pending.get(message.id)
      this.pending.delete(message.id)
      if (message.error) waiter?.reject(new Error(message.error.message))
      else waiter?.resolve(message.result)
      return
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      // The server publishes without a version number: sending versions one at a time (open) tells them apart.
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: Diagnostic[] }
      this.diagnostics.set(uri, diagnostics)
      for (const wake of this.diagnosticWaiters.splice(0)) wake()
      return
    }
    // Requests from the server: its settings, and registrations it asks for.
    if (message.id !== undefined) {
      let result: unknown = null
      if (message.method === 'workspace/configuration') {
        const { items } = message.params as { items: Array<{ section?: string }> }
        result = items.map(({ section }) => (section ? lookup(this.settings, section) : this.settings) ?? null)
      }
      this.send({ jsonrpc: '2.0', id: message.id, result })
      if (message.method === 'workspace/configuration') this.onConfigured()
    }
  }
}

/** `settings["yaml"]["schemas"]` for the section `yaml.schemas`. */
function lookup(settings: Record<string, unknown>, section: string): unknown {
  return section
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings)
}
